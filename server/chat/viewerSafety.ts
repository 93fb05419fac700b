// The viewer's own safety settings, read once per request: whom they are in a block with
// (either way), whom they muted, their mute words and the messages they hid. Each
// message's viewerVisibility is decided from these.
import { eq, or } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { containsAnyWord, normaliseForMatching } from '../moderation/textMatching';
import { hiddenMessages, muteWords, userBlocks, userMutes, type ChatMessageRow } from './tables';

export interface ViewerSafety {
  /** Fans the viewer blocked, or who blocked the viewer. */
  blockedEither: ReadonlySet<number>;
  /** Fans the viewer blocked. */
  blockedByViewer: ReadonlySet<number>;
  muted: ReadonlySet<number>;
  /** Normalised, ready to match. */
  muteWords: readonly string[];
  hidden: ReadonlySet<number>;
}

export const NO_SAFETY: ViewerSafety = {
  blockedEither: new Set(),
  blockedByViewer: new Set(),
  muted: new Set(),
  muteWords: [],
  hidden: new Set(),
};

export async function readViewerSafety(db: TenantScope, viewerId: number): Promise<ViewerSafety> {
  const [blocks, mutes, words, hidden] = await Promise.all([
    db.select(
      userBlocks,
      or(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, viewerId)),
    ),
    db.selectFields({ mutedId: userMutes.mutedId }, userMutes, eq(userMutes.muterId, viewerId)),
    db.selectFields({ word: muteWords.word }, muteWords, eq(muteWords.userId, viewerId)),
    db.selectFields(
      { messageId: hiddenMessages.messageId },
      hiddenMessages,
      eq(hiddenMessages.userId, viewerId),
    ),
  ]);
  return {
    blockedEither: new Set(
      blocks.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)),
    ),
    blockedByViewer: new Set(
      blocks.filter((row) => row.blockerId === viewerId).map((row) => row.blockedId),
    ),
    muted: new Set(mutes.map((row) => row.mutedId)),
    muteWords: words.map((row) => normaliseForMatching(row.word)),
    hidden: new Set(hidden.map((row) => row.messageId)),
  };
}

export type MessageVisibility = 'VISIBLE' | 'HIDDEN' | 'BLOCKED' | 'MUTED_USER' | 'MUTED_WORD';

export function messageVisibility(
  message: ChatMessageRow,
  safety: ViewerSafety,
  viewerId: number | null,
): MessageVisibility {
  if (message.authorId === viewerId) return 'VISIBLE';
  if (safety.blockedEither.has(message.authorId)) return 'BLOCKED';
  if (safety.hidden.has(message.id)) return 'HIDDEN';
  if (safety.muted.has(message.authorId)) return 'MUTED_USER';
  if (message.deletedAt === null && containsAnyWord(message.body, safety.muteWords))
    return 'MUTED_WORD';
  return 'VISIBLE';
}
