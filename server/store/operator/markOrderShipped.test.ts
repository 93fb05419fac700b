// markOrderShipped: an order's parcel of goods leaves with the carrier, once; the fan sees its
// tracking number on the order and gets one e-mail; non-operators, digital orders, refunded
// orders and a second shipping are refused, writing nothing.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { tenantScope } from '../../db/tenantScope';
import { garden as composedGarden } from '../../features';
import { runDueJobs } from '../../platform/scheduledJobs';
import { tableCounts } from '../../testing/tableCounts';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';
import { buyDemoItem, globalId } from '../storeTestDocuments';
import { storeAuditLog, storeMailOutbox } from '../tables';

const SHIP = `mutation ($input: MarkOrderShippedInput!) {
  markOrderShipped(input: $input) {
    __typename
    ... on MarkOrderShippedPayload {
      order { id shipment { status carrier trackingNumber shippedAt } }
    }
    ... on StoreError { storeReason message }
    ... on InvalidInputError { field }
  }
}`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { __typename } }`;
const MY_ORDERS = `{ viewer { orders(first: 10) { edges { node { id shipment {
  status carrier trackingNumber shippedAt
} } } } } }`;

describe.each(testBackends)('shipping an order (%s)', (backend) => {
  let garden: TestGarden;
  let folder: string;
  let counter = 0;
  const id = () => `ship-${(counter += 1)}`;
  const demo = () => tenantScope(garden.database.db, 'demo');

  const buy = (as: string, item: string) => buyDemoItem(garden, as, item, id);
  const ship = (orderId: string, clientMutationId = id(), as: string | null = DEMO_OPERATOR_UID) =>
    garden.call(
      SHIP,
      {
        input: {
          clientMutationId,
          orderId,
          carrier: 'SAGAWA',
          trackingNumber: '1234-5678-9012',
        },
      },
      as ? { as } : {},
    );

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `garden-ship-mail-${backend}-`));
    process.env.GARDEN_MAIL_DIR = folder;
    garden = await createTestGarden(backend);
    await garden.join('ship-fan');
  });
  afterAll(async () => {
    delete process.env.GARDEN_MAIL_DIR;
    await garden?.close();
  });

  it('shows a paid order of goods as being prepared, and refuses what cannot be shipped', async () => {
    const goods = await buy('ship-fan', 'Acrylic stand: the prince and the puppet');
    const coins = await buy('ship-fan', '500 coins');
    const mine = await garden.call(MY_ORDERS, {}, { as: 'ship-fan' });
    const shipments = Object.fromEntries(
      mine.data.viewer.orders.edges.map((edge: { node: { id: string; shipment: unknown } }) => [
        edge.node.id,
        edge.node.shipment,
      ]),
    );
    expect(shipments[goods]).toEqual({
      status: 'PREPARING',
      carrier: null,
      trackingNumber: null,
      shippedAt: null,
    });
    expect(shipments[coins]).toBeNull();

    // Let the order confirmations go first, so only shipping would add mail.
    await runDueJobs(garden.database.db, composedGarden.jobHandlers);
    const before = await tableCounts(garden.database.db);
    expect((await ship(goods, id(), null)).data.markOrderShipped.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await ship(goods, id(), 'ship-fan')).data.markOrderShipped.__typename).toBe(
      'PermissionDeniedError',
    );
    expect((await ship(coins)).data.markOrderShipped).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'NOTHING_TO_SHIP',
    });
    expect((await ship(globalId('Order', 999_999))).data.markOrderShipped.__typename).toBe(
      'NotFoundError',
    );
    const badNumber = await garden.call(
      SHIP,
      {
        input: { clientMutationId: id(), orderId: goods, carrier: 'YAMATO', trackingNumber: '12' },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(badNumber.data.markOrderShipped).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'trackingNumber',
    });
    // A refusal writes nothing at all.
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('ships once under racing retries, mails the fan once, and refuses shipping it again', async () => {
    const goods = await buy('ship-fan', 'Acrylic stand: the prince and the puppet');
    const results = await Promise.all([
      ship(goods, 'race'),
      ship(goods, 'race'),
      ship(goods, 'race'),
    ]);
    for (const result of results)
      expect(result.data.markOrderShipped).toMatchObject({
        __typename: 'MarkOrderShippedPayload',
        order: {
          id: goods,
          shipment: { status: 'SHIPPED', carrier: 'SAGAWA', trackingNumber: '123456789012' },
        },
      });
    const again = await ship(goods);
    expect(again.data.markOrderShipped).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'ALREADY_SHIPPED',
      message: 'このご注文はすでに発送済みです。',
    });
    const shippedMails = await demo().select(
      storeMailOutbox,
      eq(storeMailOutbox.kind, 'ORDER_SHIPPED'),
    );
    expect(shippedMails).toHaveLength(1);
    const audits = await demo().select(storeAuditLog, eq(storeAuditLog.action, 'markOrderShipped'));
    expect(audits).toHaveLength(1);

    await Promise.all([
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
    ]);
    const bodies = readdirSync(folder).map((name) => {
      const raw = readFileSync(path.join(folder, name), 'utf8');
      const [, ...body] = raw.split(/\r?\n\r?\n/);
      return Buffer.from(body.join('').replace(/\s/g, ''), 'base64').toString('utf8');
    });
    const shipped = bodies.filter((body) => body.includes('ご注文の商品を本日発送しました'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toContain('・アクリルスタンド 王子と人形 × 1');
    expect(shipped[0]).toContain('配送業者：佐川急便');
    expect(shipped[0]).toContain('お問い合わせ伝票番号：123456789012');
    expect(shipped[0]).toContain(`/settings/purchase-history/${encodeURIComponent(goods)}`);
  });

  it('refuses to ship a refunded order', async () => {
    const goods = await buy('ship-fan', 'Acrylic stand: the prince and the puppet');
    const refunded = await garden.call(
      REFUND,
      { input: { clientMutationId: id(), orderId: goods } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(refunded.data.refundOrder.__typename).toBe('RefundOrderPayload');
    expect((await ship(goods)).data.markOrderShipped).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'NOTHING_TO_SHIP',
    });
  });
});
