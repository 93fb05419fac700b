// Text moderation: a tenant's banned words, matched anywhere in the text after both are
// normalised (textMatching.ts).
import type { TenantScope } from '../db/tenantScope';
import { bannedWords } from '../platform/tables';
import { containsAnyWord, normaliseForMatching } from './textMatching';

export async function containsBannedWord(db: TenantScope, text: string): Promise<boolean> {
  const rows = await db.selectFields({ word: bannedWords.word }, bannedWords);
  return containsAnyWord(
    text,
    rows.map(({ word }) => normaliseForMatching(word.trim())),
  );
}
