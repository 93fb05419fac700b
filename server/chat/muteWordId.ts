// A mute word's id: not a global Node id (nobody but its owner reads it, through
// Viewer.muteWords), but unique across types all the same, as Relay's store keys by id.
const PREFIX = 'MuteWord:';

export function muteWordId(dbId: number): string {
  return `${PREFIX}${dbId}`;
}

/** The row id behind a mute word id; null for anything else. */
export function muteWordDbId(id: string): number | null {
  const match = /^MuteWord:(\d{1,9})$/.exec(id);
  return match ? Number(match[1]) : null;
}
