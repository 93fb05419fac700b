// When a voting event takes votes, and when its counts are shown.
import type { VotingEventRow } from './tables';

export type VotingStatus = 'UPCOMING' | 'OPEN' | 'CLOSED';

export function votingStatus(event: VotingEventRow, now: Date): VotingStatus {
  if (now < event.opensAt) return 'UPCOMING';
  return now < event.closesAt ? 'OPEN' : 'CLOSED';
}

/** Counts are public after the close, and during voting only when the event shows them. */
export function countsVisible(event: VotingEventRow, now: Date): boolean {
  return event.showCounts || votingStatus(event, now) === 'CLOSED';
}
