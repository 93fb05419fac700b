// A chapter's unlock condition as the schema shows it (null: open to everyone).
import type { StoryChapterRow, StoryUnlockConditionRow } from './tables';

export function conditionOf(chapter: StoryChapterRow): StoryUnlockConditionRow | null {
  if (!chapter.unlockKind) return null;
  return {
    kind: chapter.unlockKind,
    opensAt: chapter.opensAt,
    supporterRankKey: chapter.supporterRankKey,
    viewPassItemId: chapter.viewPassItemId,
  };
}
