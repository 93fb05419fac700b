// npm run bench:votes [-- --fans 1000]
// Votes and check-ins under concurrency: --fans fans each cast one vote and check in, all at
// once, through the engagement feature's own transactions (castVote, checkInOnce). Prints the
// wall time, throughput and whether the tally is exact. On PostgreSQL with DATABASE_URL set
// (a fresh database, dropped after), else on PGlite in memory.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../community/tables';
import { demoTenant } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { createTenant } from '../db/tenants';
import { checkInOnce } from '../engagement/checkIn';
import { votes, votingCandidates, votingEvents } from '../engagement/tables';
import { castVote } from '../engagement/vote';
import { openTestDatabase } from '../testing/testDatabase';

const { values } = parseArgs({ options: { fans: { type: 'string', default: '1000' } } });
const fans = Number(values.fans);

async function main() {
  const database = await openTestDatabase(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  try {
    await createTenant(database.db, demoTenant);
    const db = tenantScope(database.db, demoTenant.tenantId);
    const [event] = await db
      .insert(votingEvents, {
        identifier: 'bench',
        title: { en: 'Bench' },
        description: { en: 'Bench' },
        opensAt: new Date(Date.now() - 1000),
        closesAt: new Date(Date.now() + 3_600_000),
        freeVotesPerDay: 1,
        showCounts: true,
      })
      .returning();
    const [candidate] = await db
      .insert(votingCandidates, {
        eventId: event.id,
        name: { en: 'A' },
        description: { en: 'A' },
        position: 0,
      })
      .returning();
    const fanIds = (
      await db
        .insert(
          users,
          Array.from({ length: fans }, (_, n) => ({
            authUid: `bench-${n}`,
            displayName: `Fan ${n}`,
          })),
        )
        .returning({ id: users.id })
    ).map((row) => row.id);
    const now = new Date();

    const voting = performance.now();
    await Promise.all(
      fanIds.map((id) => db.transaction((tx) => castVote(tx, id, event, candidate, now))),
    );
    const voteMs = performance.now() - voting;
    const [tallied] = await db.select(votingCandidates, eq(votingCandidates.id, candidate.id));
    const rows = await db.count(votes, eq(votes.eventId, event.id));

    const checking = performance.now();
    await Promise.all(fanIds.map((id) => db.transaction((tx) => checkInOnce(tx, id, now))));
    const checkInMs = performance.now() - checking;

    const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    console.log(`backend ${backend}, ${fans} fans at once`);
    console.log(
      `votes: ${voteMs.toFixed(0)} ms, ${((fans / voteMs) * 1000).toFixed(0)}/s, tally ${tallied.voteCount} (rows ${rows}) ${tallied.voteCount === fans && rows === fans ? 'exact' : 'WRONG'}`,
    );
    console.log(
      `check-ins: ${checkInMs.toFixed(0)} ms, ${((fans / checkInMs) * 1000).toFixed(0)}/s`,
    );
  } finally {
    await database.close();
  }
}

void main();
