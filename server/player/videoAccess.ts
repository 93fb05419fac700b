// The one question of the player: may this fan play this video now? A members-only video
// needs the MEMBERS_ONLY_VIDEOS perk (server/subscriptions/perks.ts); everything else is open.
// GraphQL (Video.source, saveVideoPosition) and the media route both ask it here.
import { hasPerk, type PerkReader } from '../subscriptions/perks';
import type { VideoRow } from './tables';

export const VIDEO_PERK = 'MEMBERS_ONLY_VIDEOS' as const;

/** 'open' or why not: the viewer is signed out, or has no perk. */
export type VideoAccess = 'open' | 'sign-in' | 'membership';

export async function videoAccessOf(
  reader: PerkReader,
  viewerId: number | null,
  video: Pick<VideoRow, 'membersOnly'>,
): Promise<VideoAccess> {
  if (!video.membersOnly) return 'open';
  if (viewerId === null) return 'sign-in';
  return (await hasPerk(reader, viewerId, VIDEO_PERK)) ? 'open' : 'membership';
}
