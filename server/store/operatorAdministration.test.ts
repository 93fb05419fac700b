// Operators' store mutations: role guards, the catalogue, stock, and refunds that give
// back the payment, the stock and the coins exactly once, all in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendCoins } from '../coins/ledger';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { TEST_CARDS } from './payments/localProvider';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId, stockOf } from './storeTestDocuments';
import { localPayments, storeAuditLog, storeSections } from './tables';

const CREATE_SECTION = `mutation($input: CreateStoreSectionInput!) { createStoreSection(input: $input) {
  __typename ... on Error { message } ... on CreateStoreSectionPayload { section { id title } } } }`;
const CREATE_ITEM = `mutation($input: CreateStoreItemInput!) { createStoreItem(input: $input) {
  __typename ... on Error { message } ... on InvalidInputError { field }
  ... on CreateStoreItemPayload { item { id name price taxRate taxIncluded stockRemaining isOnSale } } } }`;
const UPDATE_ITEM = `mutation($input: UpdateStoreItemInput!) { updateStoreItem(input: $input) {
  __typename ... on Error { message } ... on UpdateStoreItemPayload { item { id price isOnSale } } } }`;
const SET_STOCK = `mutation($input: SetStoreItemStockInput!) { setStoreItemStock(input: $input) {
  __typename ... on Error { message } ... on SetStoreItemStockPayload { item { stockRemaining isSoldOut } } } }`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) {
  __typename ... on Error { message } ... on RefundError { refundReason }
  ... on RefundOrderPayload { order { id status refundedAt } } } }`;

describe.each(testBackends)('store operators (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `op-${(counter += 1)}`;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const asOperator = (query: string, input: Record<string, unknown>) =>
    garden.call(query, { input: { clientMutationId: id(), ...input } }, { as: DEMO_OPERATOR_UID });
  const buy = async (as: string, itemId: number, quantity = 1) => {
    const started = await garden.call(
      START_CHECKOUT,
      { input: { clientMutationId: id(), itemId: globalId('StoreItem', itemId), quantity } },
      { as },
    );
    const paid = await garden.call(
      PAY_CHECKOUT,
      {
        input: {
          clientMutationId: id(),
          sessionId: started.data.startCheckout.session.id,
          method: 'CARD',
          card: TEST_CARDS.succeeds,
        },
      },
      { as },
    );
    return paid.data.payCheckout.session.order.id as string;
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('fan');
    await garden.join('spender');
    await garden.join('bonus-keeper');
    await garden.join('bonus-spender');
  });
  afterAll(() => garden?.close());

  it('refuses visitors and members, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const input = {
      titleJa: '新作',
      titleEn: 'New',
      descriptionJa: '説明',
      descriptionEn: 'About',
    };
    const visitor = await garden.call(CREATE_SECTION, {
      input: { clientMutationId: 'v', ...input },
    });
    expect(visitor.data.createStoreSection.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const member = await garden.call(
      CREATE_SECTION,
      { input: { clientMutationId: 'm', ...input } },
      { as: 'fan' },
    );
    expect(member.data.createStoreSection.__typename).toBe('PermissionDeniedError');
    const refund = await garden.call(
      REFUND,
      { input: { clientMutationId: 'r', orderId: globalId('Order', 1) } },
      { as: 'fan' },
    );
    expect(refund.data.refundOrder.__typename).toBe('PermissionDeniedError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('creates a section and items, checks prices and coin packs, and logs each action', async () => {
    const section = await asOperator(CREATE_SECTION, {
      titleJa: '冬の新作',
      titleEn: 'Winter goods',
      descriptionJa: '冬の新作グッズ。',
      descriptionEn: 'New goods for winter.',
    });
    expect(section.data.createStoreSection.section.title).toBe('冬の新作');
    const sectionId = section.data.createStoreSection.section.id;
    const base = {
      sectionId,
      kind: 'PHYSICAL',
      nameJa: 'マフラー',
      nameEn: 'Scarf',
      descriptionJa: '薔薇の刺繍入り。',
      descriptionEn: 'With an embroidered rose.',
      price: 4400,
      taxRate: 'STANDARD_10',
      stock: 3,
    };
    const badPrice = await asOperator(CREATE_ITEM, { ...base, price: 0 });
    expect(badPrice.data.createStoreItem).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'price',
    });
    const badPack = await asOperator(CREATE_ITEM, { ...base, kind: 'COIN_PACK', coinAmount: 100 });
    expect(badPack.data.createStoreItem).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'coinAmount',
    });
    const created = await asOperator(CREATE_ITEM, base);
    expect(created.data.createStoreItem.item).toMatchObject({
      name: 'マフラー',
      price: 4400,
      taxIncluded: 400,
      stockRemaining: 3,
      isOnSale: true,
    });
    const itemId = created.data.createStoreItem.item.id;
    const stock = await asOperator(SET_STOCK, { itemId, stock: 0 });
    expect(stock.data.setStoreItemStock.item).toEqual({ stockRemaining: 0, isSoldOut: true });
    const withdrawn = await asOperator(UPDATE_ITEM, { itemId, price: 3960, withdrawn: true });
    expect(withdrawn.data.updateStoreItem.item).toMatchObject({ price: 3960, isOnSale: false });
    const log = await demo().select(storeAuditLog);
    expect(log.map((entry) => entry.action)).toEqual([
      'createStoreSection',
      'createStoreItem',
      'setStoreItemStock',
      'updateStoreItem',
    ]);
    expect(await demo().count(storeSections)).toBe(6);
  });

  it('refunds once: the payment, the stock and the paid coins come back; a second refund is refused', async () => {
    const gift = await demoItemId(garden, 'Birthday special gift (limited)');
    const pack = await demoItemId(garden, '500 coins');
    const stockBefore = await stockOf(garden, gift);
    const giftOrder = await buy('fan', gift);
    expect(await stockOf(garden, gift)).toBe((stockBefore ?? 0) - 1);
    const packOrder = await buy('fan', pack);
    const balance = async () =>
      (await garden.call(`{ viewer { coinBalance { paid free } } }`, {}, { as: 'fan' })).data.viewer
        .coinBalance;
    expect(await balance()).toEqual({ paid: 500, free: 0 });

    // Two refunds of the same order at once: one refunds, the other is told it was.
    const [first, second] = await Promise.all([
      asOperator(REFUND, { orderId: giftOrder }),
      asOperator(REFUND, { orderId: giftOrder }),
    ]);
    const outcomes = [first.data.refundOrder, second.data.refundOrder].map(
      (result) => result.refundReason ?? result.order?.status,
    );
    expect(outcomes.sort()).toEqual(['ALREADY_REFUNDED', 'REFUNDED']);
    expect(await stockOf(garden, gift)).toBe(stockBefore);

    const refundedPack = await asOperator(REFUND, { orderId: packOrder });
    expect(refundedPack.data.refundOrder.order.status).toBe('REFUNDED');
    expect(await balance()).toEqual({ paid: 0, free: 0 });
    const again = await asOperator(REFUND, { orderId: packOrder });
    expect(again.data.refundOrder.refundReason).toBe('ALREADY_REFUNDED');
    expect(await balance()).toEqual({ paid: 0, free: 0 });
    // The local provider gave both payments back.
    const payments = await demo().select(localPayments, eq(localPayments.status, 'refunded'));
    expect(payments.length).toBeGreaterThanOrEqual(2);
    // The fan may buy the limited gift again: the refunded one no longer counts.
    const itemAgain = await garden.call(
      `query($id: ID!) { node(id: $id) { ... on StoreItem { viewerPurchasedCount } } }`,
      { id: globalId('StoreItem', gift) },
      { as: 'fan' },
    );
    expect(itemAgain.data.node.viewerPurchasedCount).toBe(0);
    const actions = (await demo().select(storeAuditLog)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'refundOrder')).toHaveLength(2);
  });

  it('refuses to refund coins the fan has spent, changing nothing', async () => {
    const pack = await demoItemId(garden, '500 coins');
    const orderId = await buy('spender', pack);
    const [spender] = await demo().select(users, eq(users.authUid, 'spender'));
    await demo().transaction((tx) =>
      spendCoins(tx, {
        userId: spender.id,
        amount: 200,
        reference: 'draw:1',
        label: { en: 'A draw' },
      }),
    );
    const before = await tableCounts(garden.database.db);
    const refused = await asOperator(REFUND, { orderId });
    expect(refused.data.refundOrder).toMatchObject({
      __typename: 'RefundError',
      refundReason: 'COINS_ALREADY_SPENT',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('reverses a coin pack\u2019s bonus free coins with its paid coins, in the refund\u2019s transaction', async () => {
    const pack = await demoItemId(garden, '3,000 coins (+300 bonus)');
    const orderId = await buy('bonus-keeper', pack);
    const balance = async () =>
      (await garden.call(`{ viewer { coinBalance { paid free } } }`, {}, { as: 'bonus-keeper' }))
        .data.viewer.coinBalance;
    expect(await balance()).toEqual({ paid: 3000, free: 300 });
    const refunded = await asOperator(REFUND, { orderId });
    expect(refunded.data.refundOrder.order.status).toBe('REFUNDED');
    expect(await balance()).toEqual({ paid: 0, free: 0 });
  });

  it('refuses the refund once any of the bonus was spent, even with every paid coin left', async () => {
    const pack = await demoItemId(garden, '3,000 coins (+300 bonus)');
    const orderId = await buy('bonus-spender', pack);
    const [fan] = await demo().select(users, eq(users.authUid, 'bonus-spender'));
    // Free coins are spent first: these 10 come out of the bonus.
    await demo().transaction((tx) =>
      spendCoins(tx, {
        userId: fan.id,
        amount: 10,
        reference: 'draw:bonus',
        label: { en: 'A draw' },
      }),
    );
    const before = await tableCounts(garden.database.db);
    const refused = await asOperator(REFUND, { orderId });
    expect(refused.data.refundOrder).toMatchObject({
      __typename: 'RefundError',
      refundReason: 'COINS_ALREADY_SPENT',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const after = await garden.call(
      `{ viewer { coinBalance { paid free } } }`,
      {},
      {
        as: 'bonus-spender',
      },
    );
    expect(after.data.viewer.coinBalance).toEqual({ paid: 3000, free: 290 });
  });
});
