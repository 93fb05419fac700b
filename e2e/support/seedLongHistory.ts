// Adds a channel with a long history to a stopped garden's embedded database, in one bulk
// insert: `node --import tsx e2e/support/seedLongHistory.ts <GARDEN_DATA_DIR> <count>`.
// Prints the new channel's row id. A separate process because PGlite allows one opener, and
// the garden must be stopped meanwhile (e2e/chatHistory.spec.ts stops and restarts it).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { channels, chatMessages } from '../../server/chat/tables';
import { users } from '../../server/community/tables';
import { DEMO_TENANT_ID } from '../../server/db/demoTenant';

/** The body of the nth message (1 is the oldest): what the spec looks for. */
export function longHistoryBody(n: number): string {
  return `履歴 ${String(n).padStart(5, '0')}`;
}

export const LONG_HISTORY_CHANNEL = { ja: '長い歴史', en: 'Long history' };

async function main() {
  const [dataDir, countArgument] = process.argv.slice(2);
  const count = Number(countArgument);
  if (!dataDir || !Number.isInteger(count) || count < 1)
    throw new Error('usage: seedLongHistory.ts <GARDEN_DATA_DIR> <count>');
  const client = new PGlite(path.join(dataDir, 'pglite'));
  const db = drizzle({ client });
  try {
    const channelId = await db.transaction(async (tx) => {
      const [author] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.tenantId, DEMO_TENANT_ID))
        .orderBy(users.id)
        .limit(1);
      const [channel] = await tx
        .insert(channels)
        .values({
          tenantId: DEMO_TENANT_ID,
          name: LONG_HISTORY_CHANNEL,
          description: { ja: '一万件のメッセージ。', en: 'Ten thousand messages.' },
          position: 1_000,
          lastMessageSeq: count,
        })
        .returning({ id: channels.id });
      // One statement for every message: seq n, a minute apart, the newest a minute ago.
      await tx.execute(sql`
        INSERT INTO ${chatMessages} (tenant_id, channel_id, author_id, body, seq, created_at)
        SELECT ${DEMO_TENANT_ID}, ${channel.id}, ${author.id},
               '履歴 ' || lpad(n::text, 5, '0'), n,
               now() - make_interval(mins => ${count} - n + 1)
        FROM generate_series(1, ${count}::int) AS n`);
      return channel.id;
    });
    process.stdout.write(`${channelId}\n`);
  } finally {
    await client.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
