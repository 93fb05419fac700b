// Real-goods prize deliveries: the fan's list and detail (their own only, on every path),
// and the operators' "shipped" step with its tracking number and the fan's e-mail, once.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { garden as composedGarden } from '../features';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { runDueJobs } from '../platform/scheduledJobs';
import { storeAuditLog, storeMailOutbox } from '../store/tables';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { addFans, addMachine, demoScope, probabilityMachine } from './drawsTestSetup';
import { treasurePrizeDeliveries } from './tables';

const dbId = (id: string) => dbIdOf(id, 'RealGoodsDelivery');

const DRAW = `mutation ($input: DrawTreasureMachineInput!) {
  drawTreasureMachine(input: $input) { __typename }
}`;
const AWAITING = `{ viewer { treasurePullsAwaitingDelivery(first: 20) { edges { node { id } } } } }`;
const SAVE_ADDRESS = `mutation ($input: SaveDeliveryAddressInput!) {
  saveDeliveryAddress(input: $input) { ... on SaveDeliveryAddressPayload { deliveryAddress { id } } }
}`;
const REQUEST = `mutation ($input: RequestTreasurePrizeDeliveryInput!) {
  requestTreasurePrizeDelivery(input: $input) {
    __typename
    ... on RequestTreasurePrizeDeliveryPayload {
      pulls { id realGoodsDelivery { id } }
      realGoodsDelivery { id status shippingAddress { postalCode recipientName } pulls { id } }
    }
  }
}`;
const DELIVERIES = `{ viewer { realGoodsDeliveries(first: 10) {
  edges { node { id status carrier trackingNumber shippedAt pulls { id } } }
} } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on RealGoodsDelivery { id status } } }`;
const SHIP = `mutation ($input: MarkRealGoodsDeliveryShippedInput!) {
  markRealGoodsDeliveryShipped(input: $input) {
    __typename
    ... on MarkRealGoodsDeliveryShippedPayload {
      realGoodsDelivery { id status carrier trackingNumber shippedAt pulls { id } }
    }
    ... on LotteryError { lotteryReason message }
    ... on InvalidInputError { field message }
  }
}`;

describe.each(testBackends)('real-goods prize deliveries (%s)', (backend) => {
  let garden: TestGarden;
  let folder: string;
  let deliveryId: string;
  let pullIds: string[];
  const ship = (clientMutationId: string, extra: Record<string, unknown> = {}, as?: string) =>
    garden.call(
      SHIP,
      {
        input: {
          clientMutationId,
          realGoodsDeliveryId: deliveryId,
          carrier: 'YAMATO',
          trackingNumber: '１２３４－５６７８－９０１２',
          ...extra,
        },
      },
      as === undefined ? { as: DEMO_OPERATOR_UID } : as ? { as } : {},
    );

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `garden-prize-mail-${backend}-`));
    process.env.GARDEN_MAIL_DIR = folder;
    garden = await createTestGarden(backend);
    const machine = await addMachine(garden, probabilityMachine);
    await addFans(garden, ['prize-fan', 'prize-neighbour'], 10);
    await garden.call(
      DRAW,
      {
        input: {
          clientMutationId: 'prize-draw',
          machineId: toGlobalId('TreasureMachine', machine.id),
          pulls: 10,
          payment: 'TICKETS',
        },
      },
      { as: 'prize-fan' },
    );
    const awaiting = await garden.call(AWAITING, {}, { as: 'prize-fan' });
    pullIds = awaiting.data.viewer.treasurePullsAwaitingDelivery.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    const saved = await garden.call(
      SAVE_ADDRESS,
      {
        input: {
          clientMutationId: 'prize-address',
          recipientName: '花守 ミオ',
          postalCode: '150-0001',
          prefecture: '東京都',
          city: '渋谷区神宮前',
          street: '1-2-3',
          phone: '090-1234-5678',
        },
      },
      { as: 'prize-fan' },
    );
    const requested = await garden.call(
      REQUEST,
      {
        input: {
          clientMutationId: 'prize-request',
          pullIds: pullIds.slice(0, 3),
          deliveryAddressId: saved.data.saveDeliveryAddress.deliveryAddress.id,
        },
      },
      { as: 'prize-fan', language: 'ja' },
    );
    const payload = requested.data.requestTreasurePrizeDelivery;
    expect(payload.__typename).toBe('RequestTreasurePrizeDeliveryPayload');
    deliveryId = payload.realGoodsDelivery.id;
  });
  afterAll(async () => {
    delete process.env.GARDEN_MAIL_DIR;
    await garden?.close();
  });

  it('gives the fan the delivery they asked for: its prizes, the address, REQUESTED', async () => {
    const listed = await garden.call(DELIVERIES, {}, { as: 'prize-fan' });
    expect(listed.data.viewer.realGoodsDeliveries.edges).toEqual([
      {
        node: {
          id: deliveryId,
          status: 'REQUESTED',
          carrier: null,
          trackingNumber: null,
          shippedAt: null,
          pulls: pullIds.slice(0, 3).map((id) => ({ id })),
        },
      },
    ]);
    const node = await garden.call(NODE, { id: deliveryId }, { as: 'prize-fan' });
    expect(node.data.node).toEqual({
      __typename: 'RealGoodsDelivery',
      id: deliveryId,
      status: 'REQUESTED',
    });
    const [row] = await demoScope(garden).select(
      treasurePrizeDeliveries,
      eq(treasurePrizeDeliveries.id, Number(dbId(deliveryId))),
    );
    expect(row).toMatchObject({ contactEmail: expect.stringContaining('@'), language: 'ja' });
  });

  it('shows a delivery to nobody else: another fan, a visitor, another garden', async () => {
    for (const options of [{ as: 'prize-neighbour' }, {}]) {
      const node = await garden.call(NODE, { id: deliveryId }, options);
      expect(node.data.node).toBeNull();
      const listed = await garden.call(DELIVERIES, {}, options);
      expect(listed.data.viewer.realGoodsDeliveries.edges).toEqual([]);
    }
    await garden.join('prize-fan', 'prize-fan', 'other');
    const elsewhere = await garden.call(
      NODE,
      { id: deliveryId },
      { as: 'prize-fan', tenant: 'other' },
    );
    expect(elsewhere.data.node).toBeNull();
  });

  it('refuses shipping to non-operators and bad input, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    expect((await ship('s-visitor', {}, '')).data.markRealGoodsDeliveryShipped.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect(
      (await ship('s-fan', {}, 'prize-fan')).data.markRealGoodsDeliveryShipped.__typename,
    ).toBe('PermissionDeniedError');
    const badNumber = await ship('s-bad', { trackingNumber: 'ABC-123' });
    expect(badNumber.data.markRealGoodsDeliveryShipped).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'trackingNumber',
    });
    const unknown = await ship('s-unknown', {
      realGoodsDeliveryId: toGlobalId('RealGoodsDelivery', 999_999),
    });
    expect(unknown.data.markRealGoodsDeliveryShipped.__typename).toBe('NotFoundError');
    const wrongType = await ship('s-wrong', { realGoodsDeliveryId: pullIds[0] });
    expect(wrongType.data.markRealGoodsDeliveryShipped.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const [row] = await demoScope(garden).select(
      treasurePrizeDeliveries,
      eq(treasurePrizeDeliveries.id, Number(dbId(deliveryId))),
    );
    expect(row.status).toBe('REQUESTED');
  });

  it('ships once under racing retries, queues one e-mail, audits it, and refuses a second shipping', async () => {
    const results = await Promise.all([ship('s-1'), ship('s-1'), ship('s-1')]);
    for (const result of results)
      expect(result.data.markRealGoodsDeliveryShipped).toMatchObject({
        __typename: 'MarkRealGoodsDeliveryShippedPayload',
        realGoodsDelivery: {
          id: deliveryId,
          status: 'SHIPPED',
          carrier: 'YAMATO',
          trackingNumber: '123456789012',
          pulls: pullIds.slice(0, 3).map((id) => ({ id })),
        },
      });
    const mails = await demoScope(garden).select(
      storeMailOutbox,
      eq(storeMailOutbox.kind, 'PRIZE_SHIPPED'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ orderId: null, language: 'ja', sentAt: null });
    const audits = await demoScope(garden).select(
      storeAuditLog,
      eq(storeAuditLog.action, 'markRealGoodsDeliveryShipped'),
    );
    expect(audits).toHaveLength(1);

    const again = await ship('s-2', { carrier: 'SAGAWA', trackingNumber: '9999 8888 7777' });
    expect(again.data.markRealGoodsDeliveryShipped).toMatchObject({
      __typename: 'LotteryError',
      lotteryReason: 'ALREADY_SHIPPED',
      message: 'この配送はすでに発送済みです。',
    });

    // The fan sees it shipped, with the tracking number.
    const listed = await garden.call(DELIVERIES, {}, { as: 'prize-fan' });
    expect(listed.data.viewer.realGoodsDeliveries.edges[0].node).toMatchObject({
      status: 'SHIPPED',
      carrier: 'YAMATO',
      trackingNumber: '123456789012',
      shippedAt: expect.any(String),
    });

    // The job writes the mail once, in Japanese, with the prizes, the number and the link.
    await Promise.all([
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
      runDueJobs(garden.database.db, composedGarden.jobHandlers),
    ]);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(folder, files[0]), 'utf8');
    const body = Buffer.from(
      raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n')
        .replace(/\s/g, ''),
      'base64',
    ).toString('utf8');
    expect(body).toContain('花守 ミオ 様');
    expect(body).toContain('ヤマト運輸');
    expect(body).toContain('お問い合わせ伝票番号：123456789012');
    expect(body).toContain('〒150-0001');
    expect(body).toContain(`/store/prize/delivery/${encodeURIComponent(deliveryId)}`);
    // One line per prize with its count: three prizes in all.
    const counts = [...body.matchAll(/^・.+ × (\d+)$/gm)].map((line) => Number(line[1]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
  });
});
