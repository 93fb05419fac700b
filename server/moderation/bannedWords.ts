// Text moderation: a tenant's banned words, matched case- and width-insensitively
// anywhere in the text.
import type { TenantScope } from '../db/tenantScope';
import { bannedWords } from '../platform/tables';

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export async function containsBannedWord(db: TenantScope, text: string): Promise<boolean> {
  const rows = await db.selectFields({ word: bannedWords.word }, bannedWords);
  const normalised = normalise(text);
  return rows.some(({ word }) => word.trim() !== '' && normalised.includes(normalise(word.trim())));
}
