// A message's reactions as the fan sees them: one entry per emoji with its count and
// whether the viewer is among those who reacted, most used first.
import type { ChatReactionRow } from './tables';

export interface ReactionSummary {
  emoji: string;
  count: number;
  viewerHasReacted: boolean;
}

/** `rows` oldest first: between equal counts, the emoji used first comes first. */
export function summarizeReactions(
  rows: readonly ChatReactionRow[],
  viewerId: number | null,
): ReactionSummary[] {
  const byEmoji = new Map<string, ReactionSummary>();
  for (const row of rows) {
    const entry = byEmoji.get(row.emoji) ?? { emoji: row.emoji, count: 0, viewerHasReacted: false };
    entry.count += 1;
    if (row.userId === viewerId) entry.viewerHasReacted = true;
    byEmoji.set(row.emoji, entry);
  }
  // Array.prototype.sort is stable: equal counts keep first-used order.
  return [...byEmoji.values()].sort((a, b) => b.count - a.count);
}
