// 0 oversold: 100 fans check out at once an item with 10 left. Exactly 10 hold one each,
// 90 hear SOLD_OUT, and the stock ends at 0, never below, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { tenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { TEST_CARDS } from './payments/localProvider';
import {
  PAY_CHECKOUT,
  START_CHECKOUT,
  addLimitedItem,
  globalId,
  stockOf,
} from './storeTestDocuments';

const BUYERS = 100;
const STOCK = 10;

describe.each(testBackends)('stock under concurrent checkouts (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    // Fans straight into the table: joining 100 through the API would only slow the test.
    await tenantScope(garden.database.db, 'demo').insert(
      users,
      Array.from({ length: BUYERS }, (_, i) => ({
        authUid: `buyer-${i}`,
        displayName: `Buyer ${i}`,
      })),
    );
  });
  afterAll(() => garden?.close());

  it(`sells ${STOCK} of ${STOCK} to ${BUYERS} concurrent buyers, and pays them all`, async () => {
    const itemId = await addLimitedItem(garden, STOCK);
    const results = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        garden.call(
          START_CHECKOUT,
          {
            input: {
              clientMutationId: `c-${i}`,
              itemId: globalId('StoreItem', itemId),
              quantity: 1,
            },
          },
          { as: `buyer-${i}` },
        ),
      ),
    );
    const kinds = results.map(
      (result) => result.data?.startCheckout?.storeReason ?? result.data?.startCheckout?.__typename,
    );
    expect(kinds.filter((kind) => kind === 'StartCheckoutPayload')).toHaveLength(STOCK);
    expect(kinds.filter((kind) => kind === 'SOLD_OUT')).toHaveLength(BUYERS - STOCK);
    expect(await stockOf(garden, itemId)).toBe(0);

    const winners = results
      .map((result, i) => ({ session: result.data?.startCheckout?.session, as: `buyer-${i}` }))
      .filter((entry) => entry.session);
    const paid = await Promise.all(
      winners.map(({ session, as }) =>
        garden.call(
          PAY_CHECKOUT,
          {
            input: {
              clientMutationId: `p-${as}`,
              sessionId: session.id,
              method: 'CARD',
              card: TEST_CARDS.succeeds,
            },
          },
          { as },
        ),
      ),
    );
    expect(paid.every((result) => result.data?.payCheckout?.session?.status === 'COMPLETED')).toBe(
      true,
    );
    expect(await stockOf(garden, itemId)).toBe(0);
  });
});
