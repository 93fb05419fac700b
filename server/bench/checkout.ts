// npm run bench:checkout [-- --buyers 50 --rounds 10]
// Checkouts per second and their latency with 50 concurrent buyers, on PostgreSQL
// (DATABASE_URL; a fresh database is created and dropped), in process through yoga.fetch:
// each buyer starts a checkout of a limited item and pays it with the test card, again
// and again. One checkout = startCheckout + payCheckout, until the order exists.
import { parseArgs } from 'node:util';
import { users } from '../community/tables';
import { tenantScope } from '../db/tenantScope';
import {
  addLimitedItem,
  globalId,
  PAY_CHECKOUT,
  START_CHECKOUT,
} from '../store/storeTestDocuments';
import { TEST_CARDS } from '../store/payments/localProvider';
import { createTestGarden } from '../testing/testGarden';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '10' },
  },
});
const buyers = Number(values.buyers);
const rounds = Number(values.rounds);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('bench:checkout runs on PostgreSQL: set DATABASE_URL');
  const garden = await createTestGarden('postgres');
  try {
    await tenantScope(garden.database.db, 'demo').insert(
      users,
      Array.from({ length: buyers }, (_, i) => ({
        authUid: `bench-${i}`,
        displayName: `Bench ${i}`,
      })),
    );
    // Limited stock: every checkout takes the item's row lock, the contended path.
    const itemId = await addLimitedItem(garden, buyers * rounds);
    // Tokens first, so the bench measures checkouts, not token minting.
    await Promise.all(
      Array.from({ length: buyers }, (_, i) => garden.headers({ as: `bench-${i}` })),
    );
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: buyers }, async (_, buyer) => {
        const as = `bench-${buyer}`;
        for (let round = 0; round < rounds; round += 1) {
          const begin = performance.now();
          const checkout = await garden.call(
            START_CHECKOUT,
            {
              input: {
                clientMutationId: `s-${round}`,
                itemId: globalId('StoreItem', itemId),
                quantity: 1,
              },
            },
            { as },
          );
          const session = checkout.data?.startCheckout?.session;
          const paid = session
            ? await garden.call(
                PAY_CHECKOUT,
                {
                  input: {
                    clientMutationId: `p-${round}`,
                    sessionId: session.id,
                    method: 'CARD',
                    card: TEST_CARDS.succeeds,
                  },
                },
                { as },
              )
            : null;
          if (paid?.data?.payCheckout?.session?.status !== 'COMPLETED') failures += 1;
          else latencies.push(performance.now() - begin);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          backend: 'postgres',
          buyers,
          checkouts: latencies.length,
          failures,
          checkoutsPerSecond: Number((latencies.length / seconds).toFixed(1)),
          p50Ms: Math.round(percentile(latencies, 50)),
          p99Ms: Math.round(percentile(latencies, 99)),
        },
        null,
        2,
      ),
    );
  } finally {
    await garden.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
