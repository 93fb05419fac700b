// Row counts of the tables mutations write to, to prove a failed mutation wrote nothing.
import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { channelMembers, chatMessages, mutationReceipts, users } from '../db/schema';

export async function tableCounts(db: Database) {
  const of = async (
    table: typeof users | typeof chatMessages | typeof mutationReceipts | typeof channelMembers,
  ) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    users: await of(users),
    chatMessages: await of(chatMessages),
    mutationReceipts: await of(mutationReceipts),
    channelMembers: await of(channelMembers),
  };
}
