// Text moderation: a tenant's banned words, matched case- and width-insensitively
// anywhere in the text.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bannedWords } from '../db/schema';

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export async function containsBannedWord(
  db: Database,
  tenantId: string,
  text: string,
): Promise<boolean> {
  const rows = await db
    .select({ word: bannedWords.word })
    .from(bannedWords)
    .where(eq(bannedWords.tenantId, tenantId));
  const normalised = normalise(text);
  return rows.some(({ word }) => word.trim() !== '' && normalised.includes(normalise(word.trim())));
}
