// Ids of the per-viewer objects (the check-in, the step track): one per fan, so the app's store
// merges a mutation's copy with the page's. Not nodes: `node(id:)` does not answer them.
import { encodeGlobalId } from '../graphql/globalId';

export function viewerObjectId(type: 'CheckInStatus' | 'StepMissionTrack', userId: number | null) {
  // A visitor's copy: its own id (the numeric part 0 never names a fan).
  return encodeGlobalId(type, userId ?? 0);
}
