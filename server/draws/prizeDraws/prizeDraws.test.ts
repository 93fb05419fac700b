// Prize draws: the operators' create with its 景品表示法 refusal, entering (once per fan,
// also under concurrent retries), the closing job (once, even run twice at the same time),
// the fairness of the winners, digital grants and the real-goods delivery of a win.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPrizeValues } from '../../../common/draws/prizeValueLimits';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { garden as composedGarden } from '../../features';
import { dbIdOf, toGlobalId } from '../../graphql/globalId';
import { runDueJobs } from '../../platform/scheduledJobs';
import type { JobHandler } from '../../platform/serverFeature';
import { storeItems } from '../../store/tables';
import { tableCounts } from '../../testing/tableCounts';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';
import { addFans, demoScope } from '../drawsTestSetup';
import { seedCommitment } from '../seeds';
import { prizeDrawEntries, prizeDraws } from '../tables';
import { createPrizeDrawRows, type PrizeDrawDefinition } from './createPrizeDraw';
import { PRIZE_DRAW_CLOSE_JOB, winningNumbers } from './drawPrizeDraw';

const text = (value: string) => ({ ja: value, en: value });

const CREATE = `mutation ($input: CreatePrizeDrawInput!) {
  createPrizeDraw(input: $input) {
    __typename
    ... on CreatePrizeDrawPayload { prizeDraw { id status seedCommitment revealedServerSeed } }
    ... on PrizeValueLimitError {
      message transactionPrice expectedSales topPrizeValue topPrizeLimit totalPrizeValue totalPrizeLimit
    }
    ... on InvalidInputError { field }
  }
}`;
const ENTER = `mutation ($input: EnterPrizeDrawInput!) {
  enterPrizeDraw(input: $input) {
    __typename
    ... on EnterPrizeDrawPayload { entry { id number route result } prizeDraw { entryCount } }
    ... on PrizeDrawError { prizeDrawReason message }
  }
}`;
const DRAW = `query ($id: ID!) { node(id: $id) { ... on PrizeDraw {
  status entryCount seedCommitment revealedServerSeed winningNumbers viewerEligibility
  viewerEntry { id number result resultSeen delivery prize { name kind } grantedAt }
} } }`;
const ENTRIES = `{ viewer { unseenPrizeDrawResultCount prizeDrawEntries(first: 10) {
  edges { node { id result prizeDraw { title } } }
} } }`;

const prize = (valueYen: number, winnerCount: number, kind = 'REAL_GOODS', extra = {}) => ({
  nameJa: `賞品${valueYen}`,
  nameEn: `Prize ${valueYen}`,
  imageUrl: '/images/draws/prize.svg',
  kind,
  valueYen,
  winnerCount,
  ...extra,
});

describe('景品表示法 limits (一般懸賞)', () => {
  it('caps the top prize at min(20 × price, ¥100,000) and the total at 2 % of sales', () => {
    const check = (price: number, sales: number, prizes: [number, number][]) =>
      checkPrizeValues({
        byPurchase: true,
        transactionPrice: price,
        expectedSales: sales,
        prizes: prizes.map(([valueYen, winnerCount]) => ({ valueYen, winnerCount })),
      });
    expect(check(1000, 1_000_000, [[20_000, 1]]).withinLimits).toBe(true);
    expect(check(1000, 1_000_000, [[20_001, 1]]).withinLimits).toBe(false);
    expect(check(10_000, 10_000_000, [[100_000, 1]]).figures.topPrizeLimit).toBe(100_000);
    expect(check(10_000, 10_000_000, [[100_001, 1]]).withinLimits).toBe(false);
    expect(check(1000, 1_000_000, [[1000, 20]]).withinLimits).toBe(true);
    expect(check(1000, 1_000_000, [[1000, 21]]).figures).toMatchObject({
      totalPrizeValue: 21_000,
      totalPrizeLimit: 20_000,
    });
    // オープン懸賞 (free entry only): no value limit.
    expect(
      checkPrizeValues({
        byPurchase: false,
        transactionPrice: 0,
        expectedSales: 0,
        prizes: [{ valueYen: 1_000_000, winnerCount: 1 }],
      }),
    ).toMatchObject({ applies: false, withinLimits: true });
  });
});

describe.each(testBackends)('prize draws (%s)', (backend) => {
  let garden: TestGarden;
  let itemId: string;
  let itemPrice: number;
  const fans = Array.from({ length: 6 }, (_, index) => `draw-fan-${index}`);
  const enter = (as: string, clientMutationId: string, prizeDrawId: string, route = 'FREE') =>
    garden.call(ENTER, { input: { clientMutationId, prizeDrawId, route } }, { as });
  const base = () => ({
    titleJa: '秋の感謝キャンペーン',
    titleEn: 'Autumn thanks campaign',
    descriptionJa: '抽選でプレゼント',
    descriptionEn: 'Prizes by lot',
    imageUrl: '/images/draws/machine.svg',
    opensAt: new Date().toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  /** A draw written straight in the database (windows in the past allowed). */
  const addDraw = async (definition: Partial<PrizeDrawDefinition> = {}) => {
    const row = await demoScope(garden).transaction((tx) =>
      createPrizeDrawRows(tx, {
        title: text('Test draw'),
        description: text('For tests'),
        imageUrl: '/images/draws/machine.svg',
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
        entryItemId: null,
        freeEntry: true,
        offersMemberExtraDraw: false,
        transactionPrice: 0,
        expectedSales: 0,
        prizes: [
          {
            name: text('Signed poster'),
            description: text(''),
            imageUrl: '/images/draws/prize.svg',
            kind: 'REAL_GOODS',
            valueYen: 3000,
            winnerCount: 1,
          },
          {
            name: text('500 coins'),
            description: text(''),
            imageUrl: '/images/draws/prize.svg',
            kind: 'COIN',
            valueYen: 500,
            winnerCount: 2,
            coinAmount: 500,
          },
        ],
        ...definition,
      }),
    );
    return { row, id: toGlobalId('PrizeDraw', row.id) };
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await addFans(garden, fans, 0);
    const [item] = await demoScope(garden).select(storeItems).limit(1);
    itemId = toGlobalId('StoreItem', item.id);
    itemPrice = item.price;
  });
  afterAll(() => garden?.close());

  it('creates a draw with its seed committed, for operators only', async () => {
    const created = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-ok',
          ...base(),
          freeEntry: true,
          prizes: [prize(3000, 2)],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(created.data.createPrizeDraw).toMatchObject({
      __typename: 'CreatePrizeDrawPayload',
      prizeDraw: { status: 'OPEN', revealedServerSeed: null },
    });
    expect(created.data.createPrizeDraw.prizeDraw.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const before = await tableCounts(garden.database.db);
    const asFan = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-fan',
          ...base(),
          freeEntry: true,
          prizes: [prize(1, 1)],
        },
      },
      { as: fans[0] },
    );
    expect(asFan.data.createPrizeDraw.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(CREATE, {
      input: {
        clientMutationId: 'create-visitor',
        ...base(),
        freeEntry: true,
        prizes: [prize(1, 1)],
      },
    });
    expect(visitor.data.createPrizeDraw.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses prizes beyond 景品表示法 with the figures, and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const top = Math.min(itemPrice * 20, 100_000);
    const tooHigh = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-top',
          ...base(),
          entryItemId: itemId,
          freeEntry: false,
          expectedSales: 100_000_000,
          prizes: [prize(top + 1, 1)],
        },
      },
      { as: DEMO_OPERATOR_UID, language: 'ja' },
    );
    expect(tooHigh.data.createPrizeDraw).toMatchObject({
      __typename: 'PrizeValueLimitError',
      transactionPrice: itemPrice,
      topPrizeValue: top + 1,
      topPrizeLimit: top,
    });
    expect(tooHigh.data.createPrizeDraw.message).toContain('景品表示法');
    const tooMuch = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-total',
          ...base(),
          entryItemId: itemId,
          freeEntry: true,
          expectedSales: 100_000,
          prizes: [prize(1, 2001)],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(tooMuch.data.createPrizeDraw).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'prizes.0.winnerCount',
    });
    const total = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-total-2',
          ...base(),
          entryItemId: itemId,
          freeEntry: true,
          expectedSales: 100_000,
          prizes: [prize(1000, 3)],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(total.data.createPrizeDraw).toMatchObject({
      __typename: 'PrizeValueLimitError',
      expectedSales: 100_000,
      totalPrizeValue: 3000,
      totalPrizeLimit: 2000,
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // Free entry only (オープン懸賞): no value limit.
    const open = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: 'create-open',
          ...base(),
          freeEntry: true,
          prizes: [prize(500_000, 1)],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(open.data.createPrizeDraw.__typename).toBe('CreatePrizeDrawPayload');
  });

  it('enters once: concurrent retries of one request give one entry, others are refused', async () => {
    const { id, row } = await addDraw();
    const retries = await Promise.all(
      Array.from({ length: 8 }, () => enter(fans[0], 'enter-same', id)),
    );
    const entryIds = new Set(retries.map((r) => r.data.enterPrizeDraw.entry?.id));
    expect(entryIds.size).toBe(1);
    expect([...entryIds][0]).toBeTruthy();
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, n) => enter(fans[1], `enter-race-${n}`, id)),
    );
    const kinds = racing.map((r) => r.data.enterPrizeDraw.__typename).sort();
    expect(kinds.filter((k) => k === 'EnterPrizeDrawPayload')).toHaveLength(1);
    expect(
      racing
        .filter((r) => r.data.enterPrizeDraw.__typename === 'PrizeDrawError')
        .every((r) => r.data.enterPrizeDraw.prizeDrawReason === 'ALREADY_ENTERED'),
    ).toBe(true);
    const rows = await demoScope(garden).select(
      prizeDrawEntries,
      eq(prizeDrawEntries.prizeDrawId, row.id),
    );
    expect(rows.map((entry) => entry.number).sort()).toEqual([1, 2]);
    const again = await enter(fans[0], 'enter-again', id);
    expect(again.data.enterPrizeDraw.prizeDrawReason).toBe('ALREADY_ENTERED');
  });

  it('refuses entries out of the window or without the purchase', async () => {
    const closed = await addDraw({
      opensAt: new Date(Date.now() - 7_200_000),
      closesAt: new Date(Date.now() - 3_600_000),
    });
    const upcoming = await addDraw({
      opensAt: new Date(Date.now() + 3_600_000),
      closesAt: new Date(Date.now() + 7_200_000),
    });
    const purchaseOnly = await addDraw({
      entryItemId: Number(dbIdOf(itemId, 'StoreItem')),
      freeEntry: false,
      transactionPrice: itemPrice,
      expectedSales: 10_000_000,
    });
    const before = await tableCounts(garden.database.db);
    expect((await enter(fans[2], 'closed', closed.id)).data.enterPrizeDraw.prizeDrawReason).toBe(
      'CLOSED',
    );
    expect(
      (await enter(fans[2], 'upcoming', upcoming.id)).data.enterPrizeDraw.prizeDrawReason,
    ).toBe('NOT_OPEN');
    expect(
      (await enter(fans[2], 'no-buy', purchaseOnly.id, 'PURCHASE')).data.enterPrizeDraw
        .prizeDrawReason,
    ).toBe('NOT_ELIGIBLE');
    expect(
      (await enter(fans[2], 'no-free', purchaseOnly.id, 'FREE')).data.enterPrizeDraw
        .prizeDrawReason,
    ).toBe('NOT_ELIGIBLE');
    const visitor = await garden.call(ENTER, {
      input: { clientMutationId: 'visitor', prizeDrawId: closed.id, route: 'FREE' },
    });
    expect(visitor.data.enterPrizeDraw.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const eligibility = await garden.call(DRAW, { id: purchaseOnly.id }, { as: fans[2] });
    expect(eligibility.data.node.viewerEligibility).toBe('PURCHASE_REQUIRED');
    // Refusals write nothing but their receipts' absence.
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('draws at the close once (two job runners at once), verifiably, and grants digital prizes', async () => {
    const { id, row } = await addDraw();
    for (const [index, fan] of fans.entries()) await enter(fan, `close-${index}`, id);
    const before = await garden.call(DRAW, { id }, { as: fans[0] });
    expect(before.data.node).toMatchObject({
      status: 'OPEN',
      revealedServerSeed: null,
      winningNumbers: [],
    });
    const calls: string[] = [];
    const original = composedGarden.jobHandlers[PRIZE_DRAW_CLOSE_JOB];
    const counting: JobHandler = async (tx, job) => {
      calls.push(job.key);
      await original(tx, job);
    };
    const handlers = { ...composedGarden.jobHandlers, [PRIZE_DRAW_CLOSE_JOB]: counting };
    const now = new Date(row.closesAt.getTime() + 1000);
    await Promise.all([
      runDueJobs(garden.database.db, handlers, now),
      runDueJobs(garden.database.db, handlers, now),
    ]);
    expect(calls.filter((key) => key === String(row.id))).toHaveLength(1);
    // A later run (a restart) finds nothing to do.
    await runDueJobs(garden.database.db, handlers, new Date(now.getTime() + 60_000));
    expect(calls.filter((key) => key === String(row.id))).toHaveLength(1);

    const after = await garden.call(DRAW, { id }, { as: fans[0] });
    const drawn = after.data.node;
    expect(drawn.status).toBe('DRAWN');
    expect(seedCommitment(drawn.revealedServerSeed)).toBe(drawn.seedCommitment);
    expect(drawn.winningNumbers).toEqual(winningNumbers(drawn.revealedServerSeed, 6, 3));
    const entries = await demoScope(garden).select(
      prizeDrawEntries,
      eq(prizeDrawEntries.prizeDrawId, row.id),
    );
    const winners = entries.filter((entry) => entry.prizeId !== null);
    expect(winners.map((entry) => entry.number).sort()).toEqual([...drawn.winningNumbers].sort());
    // The two coin winners were granted at once; the real-goods winner waits for an address.
    expect(winners.filter((entry) => entry.grantedAt !== null)).toHaveLength(2);
    const [draw] = await demoScope(garden).select(prizeDraws, eq(prizeDraws.id, row.id));
    expect(draw.drawnAt).not.toBeNull();
    // The closed draw refuses entries and a second close.
    const late = await enter('draw-fan-late', 'late', id);
    expect(late.data.enterPrizeDraw.__typename).not.toBe('EnterPrizeDrawPayload');
  });

  it('notifies the winner in-app and sends a real-goods win through the delivery flow', async () => {
    const { id, row } = await addDraw({
      prizes: [
        {
          name: text('Acrylic stand'),
          description: text(''),
          imageUrl: '/images/draws/prize.svg',
          kind: 'REAL_GOODS',
          valueYen: 2000,
          winnerCount: 1,
        },
      ],
    });
    await enter(fans[3], 'solo', id);
    const closed = await garden.call(
      `mutation ($input: ClosePrizeDrawInput!) { closePrizeDraw(input: $input) { __typename } }`,
      { input: { clientMutationId: 'close-now', prizeDrawId: id } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(closed.data.closePrizeDraw.__typename).toBe('ClosePrizeDrawPayload');
    const again = await garden.call(
      `mutation ($input: ClosePrizeDrawInput!) { closePrizeDraw(input: $input) { __typename ... on PrizeDrawError { prizeDrawReason } } }`,
      { input: { clientMutationId: 'close-again', prizeDrawId: id } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(again.data.closePrizeDraw.prizeDrawReason).toBe('ALREADY_DRAWN');
    // The job at the close finds it drawn.
    await runDueJobs(
      garden.database.db,
      composedGarden.jobHandlers,
      new Date(row.closesAt.getTime() + 1),
    );
    const mine = await garden.call(DRAW, { id }, { as: fans[3] });
    expect(mine.data.node.viewerEntry).toMatchObject({
      result: 'WON',
      resultSeen: false,
      delivery: 'AWAITING_ADDRESS',
      prize: { kind: 'REAL_GOODS' },
    });
    const list = await garden.call(ENTRIES, {}, { as: fans[3] });
    expect(list.data.viewer.unseenPrizeDrawResultCount).toBeGreaterThanOrEqual(1);
    const entryId = mine.data.node.viewerEntry.id;
    await garden.call(
      `mutation ($input: MarkPrizeDrawResultSeenInput!) { markPrizeDrawResultSeen(input: $input) { __typename } }`,
      { input: { clientMutationId: 'seen', entryId } },
      { as: fans[3] },
    );
    const seen = await garden.call(DRAW, { id }, { as: fans[3] });
    expect(seen.data.node.viewerEntry.resultSeen).toBe(true);
    // Another fan cannot read the entry.
    const stranger = await garden.call(
      `query ($id: ID!) { node(id: $id) { id } }`,
      { id: entryId },
      { as: fans[4] },
    );
    expect(stranger.data.node).toBeNull();

    const address = await garden.call(
      `mutation ($input: SaveDeliveryAddressInput!) {
        saveDeliveryAddress(input: $input) { ... on SaveDeliveryAddressPayload { deliveryAddress { id } } }
      }`,
      {
        input: {
          clientMutationId: 'addr',
          recipientName: '花守 ミオ',
          postalCode: '150-0001',
          prefecture: '東京都',
          city: '渋谷区神宮前',
          street: '1-2-3',
          phone: '090-1234-5678',
        },
      },
      { as: fans[3] },
    );
    const deliveryAddressId = address.data.saveDeliveryAddress.deliveryAddress.id;
    const request = (clientMutationId: string, as = fans[3]) =>
      garden.call(
        `mutation ($input: RequestTreasurePrizeDeliveryInput!) {
          requestTreasurePrizeDelivery(input: $input) {
            __typename
            ... on RequestTreasurePrizeDeliveryPayload {
              realGoodsDelivery { id status prizeDrawEntries { id delivery } }
            }
            ... on LotteryError { lotteryReason }
          }
        }`,
        {
          input: { clientMutationId, pullIds: [], prizeDrawEntryIds: [entryId], deliveryAddressId },
        },
        { as },
      );
    const requested = await request('deliver');
    expect(requested.data.requestTreasurePrizeDelivery).toMatchObject({
      __typename: 'RequestTreasurePrizeDeliveryPayload',
      realGoodsDelivery: {
        status: 'REQUESTED',
        prizeDrawEntries: [{ id: entryId, delivery: 'REQUESTED' }],
      },
    });
    expect((await request('deliver-twice')).data.requestTreasurePrizeDelivery.lotteryReason).toBe(
      'NOT_DELIVERABLE',
    );
  });
});
