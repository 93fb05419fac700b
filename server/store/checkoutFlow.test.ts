// The store's journey on the server: the catalogue, the basket, checkout sessions and
// every way a payment ends (test card, decline, 3-D Secure, ID payment by webhook), with
// the typed errors, receipts and the owner-only rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { TEST_CARDS } from './payments/localProvider';
import { localPaymentProvider } from './payments/providers';
import {
  ADD_TO_BASKET,
  BASKET,
  ORDERS,
  PAY_CHECKOUT,
  RECEIPT,
  REFRESH_CHECKOUT,
  SECTIONS,
  SESSION_NODE,
  SET_QUANTITY,
  START_CHECKOUT,
  addLimitedItem,
  demoItemId,
  globalId,
  stockOf,
} from './storeTestDocuments';
import { checkoutSessions, orders } from './tables';

describe.each(testBackends)('store checkout (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `m-${(counter += 1)}`;
  /** A call that must answer data: GraphQL errors fail the test with their message. */
  const call: TestGarden['call'] = async (query, variables, options) => {
    const result = await garden.call(query, variables, options);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  const add = (as: string, itemId: number, quantity = 1) =>
    call(
      ADD_TO_BASKET,
      { input: { clientMutationId: id(), itemId: globalId('StoreItem', itemId), quantity } },
      { as },
    );
  const start = (as: string, input: Record<string, unknown> = {}) =>
    call(START_CHECKOUT, { input: { clientMutationId: id(), ...input } }, { as });
  const buyNow = (as: string, itemId: number, quantity = 1) =>
    start(as, { itemId: globalId('StoreItem', itemId), quantity });
  const pay = (
    as: string,
    sessionId: string,
    card: string | null = TEST_CARDS.succeeds,
    method = 'CARD',
  ) =>
    call(
      PAY_CHECKOUT,
      { input: { clientMutationId: id(), sessionId, method, ...(card ? { card } : {}) } },
      { as },
    );
  const refresh = (as: string, sessionId: string) =>
    call(REFRESH_CHECKOUT, { input: { clientMutationId: id(), sessionId } }, { as });
  const demo = () => tenantScope(garden.database.db, 'demo');
  const sessionDbId = (sessionId: string) =>
    Number(Buffer.from(sessionId, 'base64').toString().split(':')[1]);
  const paymentIdOf = async (sessionId: string) =>
    (await demo().select(checkoutSessions, eq(checkoutSessions.id, sessionDbId(sessionId))))[0]
      .paymentId as string;

  let wallpaper: number;
  let voice: number;
  let tea: number;
  let gift: number;
  let ticket: number;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['buyer', 'other-fan', 'tds', 'idpay', 'limits', 'retry'])
      await garden.join(fan);
    wallpaper = await demoItemId(garden, 'Moonlit Rose Garden wallpaper set');
    voice = await demoItemId(garden, 'Goodnight voice of the prince');
    tea = await demoItemId(garden, 'Rose black tea, 10 tea bags');
    gift = await demoItemId(garden, 'Birthday special gift (limited)');
    ticket = await demoItemId(garden, 'Online reading event ticket');
  });
  afterAll(() => garden?.close());

  it('lists the sections and items with tax-included prices and the tax per rate', async () => {
    const result = await call(SECTIONS, { first: 10 });
    expect(result.errors).toBeUndefined();
    const sections = result.data.community.storeSections.edges;
    expect(sections.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      '壁紙・ボイス',
      'コミュニティコイン',
      'グッズ',
      'チケット',
      'ストーリー閲覧パス',
    ]);
    const items = sections.flatMap(
      (edge: { node: { items: { edges: { node: Record<string, unknown> }[] } } }) =>
        edge.node.items.edges.map((item) => item.node),
    );
    const teaItem = items.find((item: { id: string }) => item.id === globalId('StoreItem', tea));
    expect(teaItem).toMatchObject({ price: 1296, taxRate: 'REDUCED_8', taxIncluded: 96 });
    const wall = items.find((item: { id: string }) => item.id === globalId('StoreItem', wallpaper));
    expect(wall).toMatchObject({
      price: 330,
      taxRate: 'STANDARD_10',
      taxIncluded: 30,
      isOnSale: true,
    });
    const coming = items.find((item: { id: string }) => item.id === globalId('StoreItem', ticket));
    expect(coming).toMatchObject({ isOnSale: false });
    // The other garden has no store of ours.
    const theirs = await call(SECTIONS, { first: 10 }, { tenant: OTHER_TENANT_ID });
    const ourIds = new Set(items.map((item: { id: string }) => item.id));
    const theirItems = theirs.data.community.storeSections.edges.flatMap(
      (edge: { node: { items: { edges: { node: { id: string } }[] } } }) =>
        edge.node.items.edges.map((item) => item.node.id),
    );
    expect(theirItems.some((itemId: string) => ourIds.has(itemId))).toBe(false);
    // An item of this garden read by id from the other garden: nothing.
    const node = await call(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: globalId('StoreItem', wallpaper) },
      { tenant: OTHER_TENANT_ID },
    );
    expect(node.data.node).toBeNull();
  });

  it('keeps the basket on the server: add, add more, change, remove', async () => {
    expect((await add('buyer', wallpaper)).data.addToBasket.__typename).toBe('AddToBasketPayload');
    const more = await add('buyer', wallpaper, 2);
    expect(more.data.addToBasket.basket).toMatchObject({ itemCount: 3, total: 990 });
    await add('buyer', tea);
    // An item with a per-fan limit reads the fan's purchases first (a regression: on PGlite
    // that read once waited inside the basket's transaction for ever).
    const limited = await add('buyer', gift);
    expect(limited.data.addToBasket.__typename).toBe('AddToBasketPayload');
    const overLimit = await add('buyer', gift);
    expect(overLimit.data.addToBasket).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'PURCHASE_LIMIT',
    });
    const giftLine = (await call(BASKET, {}, { as: 'buyer' })).data.viewer.basket.lines.find(
      (line: { item: { id: string } }) => line.item.id === globalId('StoreItem', gift),
    );
    await call(
      SET_QUANTITY,
      { input: { clientMutationId: id(), lineId: giftLine.id, quantity: 0 } },
      { as: 'buyer' },
    );
    // Another device of the same fan sees the same basket.
    const basket = (await call(BASKET, {}, { as: 'buyer' })).data.viewer.basket;
    expect(basket).toMatchObject({ itemCount: 4, total: 990 + 1296 });
    const teaLine = basket.lines.find(
      (line: { item: { id: string } }) => line.item.id === globalId('StoreItem', tea),
    );
    const lowered = await call(
      SET_QUANTITY,
      { input: { clientMutationId: id(), lineId: teaLine.id, quantity: 0 } },
      { as: 'buyer' },
    );
    expect(lowered.data.setBasketQuantity.basket).toMatchObject({ itemCount: 3, total: 990 });
    // Nobody else can touch the line, and a visitor has no basket.
    const theirs = await call(
      SET_QUANTITY,
      { input: { clientMutationId: id(), lineId: basket.lines[0].id, quantity: 5 } },
      { as: 'other-fan' },
    );
    expect(theirs.data.setBasketQuantity.__typename).toBe('NotFoundError');
    expect((await call(BASKET)).data.viewer.basket).toBeNull();
  });

  it('refuses items that are not on sale, too many of one, and visitors, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const notYet = await add('buyer', ticket);
    expect(notYet.data.addToBasket).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'NOT_ON_SALE',
    });
    expect(notYet.data.addToBasket.message).toContain('オンライン朗読会');
    const tooMany = await add('buyer', voice, 11);
    expect(tooMany.data.addToBasket).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'quantity',
      limit: 10,
    });
    const visitor = await call(ADD_TO_BASKET, {
      input: { clientMutationId: 'v', itemId: globalId('StoreItem', voice), quantity: 1 },
    });
    expect(visitor.data.addToBasket.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const missing = await add('buyer', 999_999);
    expect(missing.data.addToBasket.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('buys the basket with the test card: one order, a receipt only the buyer reads, the basket emptied', async () => {
    const started = await start('buyer');
    const session = started.data.startCheckout.session;
    expect(session).toMatchObject({ status: 'OPEN', total: 990, needsDelivery: false });
    expect(session.taxBreakdown).toEqual([{ rate: 'STANDARD_10', taxableTotal: 990, tax: 90 }]);
    const paid = await pay('buyer', session.id);
    const done = paid.data.payCheckout.session;
    expect(done.status).toBe('COMPLETED');
    expect(done.order).toMatchObject({ status: 'PAID', total: 990 });
    expect(done.order.number).toMatch(/^G-\d{8}-\d{6}$/);
    expect(done.order.receipt.seller.invoiceRegistrationNumber).toBe('T1234567890123');
    expect((await call(BASKET, {}, { as: 'buyer' })).data.viewer.basket.lines).toEqual([]);

    const receipt = await call(RECEIPT, { id: done.order.id }, { as: 'buyer', language: 'en' });
    expect(receipt.data.receipt).toMatchObject({
      seller: { name: 'Rose Garden Studio Inc.', invoiceRegistrationNumber: 'T1234567890123' },
      order: { total: 990, taxBreakdown: [{ rate: 'STANDARD_10', taxableTotal: 990, tax: 90 }] },
    });
    for (const as of ['other-fan', undefined]) {
      expect((await call(RECEIPT, { id: done.order.id }, { as })).data.receipt).toBeNull();
      const node = await call(
        `query($id: ID!) { node(id: $id) { id } }`,
        { id: done.order.id },
        { as },
      );
      expect(node.data.node).toBeNull();
    }
    // The PDF: the buyer downloads it; another fan, or nobody, gets 404.
    const pdfPath = receipt.data.receipt.pdfUrl;
    expect(pdfPath).toMatch(/^\/receipts\/demo\/.+\.pdf\?lang=en$/);
    const pdf = await garden.server.yoga.fetch(`http://garden.test${pdfPath}`, {
      headers: { authorization: (await garden.headers({ as: 'buyer' })).authorization },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const as of ['other-fan', undefined]) {
      const refused = await garden.server.yoga.fetch(`http://garden.test${pdfPath}`, {
        headers: as ? { authorization: (await garden.headers({ as })).authorization } : {},
      });
      expect(refused.status).toBe(404);
    }
    const history = await call(ORDERS, { first: 5 }, { as: 'buyer' });
    expect(
      history.data.viewer.orders.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toEqual([done.order.id]);
    expect(
      (await call(ORDERS, { first: 5 }, { as: 'other-fan' })).data.viewer.orders.edges,
    ).toEqual([]);
    // Paying again is refused: exactly one order per session.
    const again = await pay('buyer', session.id);
    expect(again.data.payCheckout).toMatchObject({
      __typename: 'CheckoutSessionError',
      checkoutReason: 'ALREADY_PAID',
    });
    expect(await demo().count(orders, eq(orders.sessionId, sessionDbId(session.id)))).toBe(1);
  });

  it('shows the tax of each rate on a mixed order (8 % and 10 %)', async () => {
    await add('buyer', voice);
    await add('buyer', tea, 2);
    const session = (await start('buyer')).data.startCheckout.session;
    expect(session.total).toBe(550 + 2592);
    expect(session.taxBreakdown).toEqual([
      { rate: 'STANDARD_10', taxableTotal: 550, tax: 50 },
      { rate: 'REDUCED_8', taxableTotal: 2592, tax: 192 },
    ]);
    expect(session.needsDelivery).toBe(true);
  });

  it('keeps the session open after a declined or invalid card, and the next card pays', async () => {
    const session = (await buyNow('other-fan', voice)).data.startCheckout.session;
    const declined = await pay('other-fan', session.id, TEST_CARDS.declined);
    expect(declined.data.payCheckout).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'DECLINED',
    });
    const invalid = await pay('other-fan', session.id, '4242424242424241');
    expect(invalid.data.payCheckout).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'INVALID_CARD',
    });
    const missingCard = await pay('other-fan', session.id, null);
    expect(missingCard.data.payCheckout).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'card',
    });
    const node = await call(SESSION_NODE, { id: session.id }, { as: 'other-fan' });
    expect(node.data.node.status).toBe('OPEN');
    const paid = await pay('other-fan', session.id);
    expect(paid.data.payCheckout.session.status).toBe('COMPLETED');
    // Somebody else's session is not there at all.
    expect((await pay('buyer', session.id)).data.payCheckout.__typename).toBe('NotFoundError');
  });

  it('3-D Secure: paying waits for the challenge, the webhook and the browser complete it once', async () => {
    const session = (await buyNow('tds', voice)).data.startCheckout.session;
    const paying = (await pay('tds', session.id, TEST_CARDS.requires3ds)).data.payCheckout.session;
    expect(paying).toMatchObject({ status: 'PAYING', order: null });
    expect(paying.paymentActionUrl).toMatch(/^\/payments\/local\/demo\/lp_/);
    expect((await refresh('tds', session.id)).data.refreshCheckout.session.status).toBe('PAYING');

    // The challenge page is served, and its "authenticate" button settles the payment.
    const page = await garden.server.yoga.fetch(`http://garden.test${paying.paymentActionUrl}`);
    expect(await page.text()).toContain('¥550');
    const posted = await garden.server.yoga.fetch(
      `http://garden.test${paying.paymentActionUrl.split('?')[0]}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=succeed&return=%2Fstore%2Fcash-payment%2Fcredit-card%2Fpending',
      },
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/store/cash-payment/credit-card/pending');
    // The webhook completed the order; the browser's refresh finds it, and adds nothing.
    const after = (await refresh('tds', session.id)).data.refreshCheckout.session;
    expect(after.status).toBe('COMPLETED');
    expect((await refresh('tds', session.id)).data.refreshCheckout.session.order.id).toBe(
      after.order.id,
    );
    expect(await demo().count(orders, eq(orders.sessionId, sessionDbId(session.id)))).toBe(1);
  });

  it('3-D Secure refused: the session opens again with the reason, stock still held', async () => {
    const limited = await addLimitedItem(garden, 3);
    const session = (await buyNow('tds', limited)).data.startCheckout.session;
    await pay('tds', session.id, TEST_CARDS.requires3ds);
    const local = localPaymentProvider();
    await local?.settle(demo(), await paymentIdOf(session.id), false);
    const reopened = (await refresh('tds', session.id)).data.refreshCheckout.session;
    expect(reopened.status).toBe('OPEN');
    expect(reopened.paymentFailure).toContain('3Dセキュア');
    expect(await stockOf(garden, limited)).toBe(2);
  });

  it('ID payment: completed by a signed webhook; the same event again, or a stale failure, changes nothing', async () => {
    const session = (await buyNow('idpay', voice)).data.startCheckout.session;
    const paying = (await pay('idpay', session.id, null, 'ID_PAYMENT')).data.payCheckout.session;
    expect(paying).toMatchObject({ status: 'PAYING', paymentMethod: 'ID_PAYMENT' });
    const local = localPaymentProvider();
    if (!local) throw new Error('the local provider is the default');
    const paymentId = await paymentIdOf(session.id);
    const delivered = await local.settle(demo(), paymentId, true);
    if (!delivered) throw new Error('the payment was waiting');
    const node = await call(SESSION_NODE, { id: session.id }, { as: 'idpay' });
    expect(node.data.node.status).toBe('COMPLETED');

    const before = await tableCounts(garden.database.db);
    const replay = await garden.server.yoga.fetch('http://garden.test/webhooks/payments/local', {
      method: 'POST',
      headers: { 'garden-signature': delivered.signature },
      body: delivered.body,
    });
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // A failure arriving after the success (out of order) leaves the order as it is.
    const { signPayload } = await import('./payments/webhookSignature');
    const stale = JSON.stringify({
      ...JSON.parse(delivered.body),
      id: 'evt_stale',
      type: 'payment.failed',
    });
    const staleResponse = await garden.server.yoga.fetch(
      'http://garden.test/webhooks/payments/local',
      {
        method: 'POST',
        headers: { 'garden-signature': signPayload(stale, local.webhookSecret) },
        body: stale,
      },
    );
    expect(staleResponse.status).toBe(200);
    expect((await call(SESSION_NODE, { id: session.id }, { as: 'idpay' })).data.node.status).toBe(
      'COMPLETED',
    );
    const after = await tableCounts(garden.database.db);
    expect({ ...after, paymentEvents: 0 }).toEqual({ ...before, paymentEvents: 0 });

    // A forged event is refused.
    const forged = await garden.server.yoga.fetch('http://garden.test/webhooks/payments/local', {
      method: 'POST',
      headers: { 'garden-signature': delivered.signature },
      body: delivered.body.replace('payment.succeeded', 'payment.failed'),
    });
    expect(forged.status).toBe(400);
  });

  it('a success arriving before the browser returns completes the order; the browser then sees it', async () => {
    const session = (await buyNow('idpay', wallpaper)).data.startCheckout.session;
    await pay('idpay', session.id, null, 'ID_PAYMENT');
    const local = localPaymentProvider();
    await local?.settle(demo(), await paymentIdOf(session.id), true);
    const seen = (await refresh('idpay', session.id)).data.refreshCheckout.session;
    expect(seen.status).toBe('COMPLETED');
    expect(await demo().count(orders, eq(orders.sessionId, sessionDbId(session.id)))).toBe(1);
  });

  it('expires a session that is not paid in time, releasing its stock once', async () => {
    const limited = await addLimitedItem(garden, 5);
    const session = (await buyNow('limits', limited, 2)).data.startCheckout.session;
    expect(await stockOf(garden, limited)).toBe(3);
    await demo().update(
      checkoutSessions,
      { expiresAt: new Date(Date.now() - 1000) },
      eq(checkoutSessions.id, sessionDbId(session.id)),
    );
    const expired = await pay('limits', session.id);
    expect(expired.data.payCheckout).toMatchObject({
      __typename: 'CheckoutSessionError',
      checkoutReason: 'EXPIRED',
    });
    await refresh('limits', session.id);
    await refresh('limits', session.id);
    expect(await stockOf(garden, limited)).toBe(5);
    expect((await call(SESSION_NODE, { id: session.id }, { as: 'limits' })).data.node.status).toBe(
      'EXPIRED',
    );
  });

  it('holds per-fan limits across paid orders and open sessions', async () => {
    const first = (await buyNow('limits', gift)).data.startCheckout;
    expect(first.__typename).toBe('StartCheckoutPayload');
    // Held, not yet paid: a second checkout already counts it.
    const second = await buyNow('limits', gift);
    expect(second.data.startCheckout).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'PURCHASE_LIMIT',
    });
    await pay('limits', first.session.id);
    const third = await buyNow('limits', gift);
    expect(third.data.startCheckout).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'PURCHASE_LIMIT',
    });
    const items = (await call(SECTIONS, { first: 10 }, { as: 'limits' })).data.community
      .storeSections.edges[0].node.items.edges;
    expect(
      items.find((edge: { node: { id: string } }) => edge.node.id === globalId('StoreItem', gift))
        .node.viewerPurchasedCount,
    ).toBe(1);
  });

  it("refuses a checkout past a minor's monthly spending cap", async () => {
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    const joined = await call(
      `mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }`,
      {
        input: {
          clientMutationId: 'join-minor',
          displayName: 'minor',
          dateOfBirth: fifteen.toISOString().slice(0, 10),
        },
      },
      { as: 'minor' },
    );
    expect(joined.data.joinCommunity.__typename).toBe('JoinCommunityPayload');
    // ¥5,000 a month: one ¥3,000 pack fits, a second does not.
    const pack = await demoItemId(garden, '3,000 coins (+300 bonus)');
    const first = (await buyNow('minor', pack)).data.startCheckout;
    expect(first.__typename).toBe('StartCheckoutPayload');
    await pay('minor', first.session.id);
    // The pack became coins: its price in paid coins, its bonus in free ones.
    const balance = await call(`{ viewer { coinBalance { paid free } } }`, {}, { as: 'minor' });
    expect(balance.data.viewer.coinBalance).toEqual({ paid: 3000, free: 300 });
    const second = await buyNow('minor', pack);
    expect(second.data.startCheckout).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'SPENDING_CAP',
    });
    expect(second.data.startCheckout.message).toContain('5,000');
    const monthSpend = await call(
      `{ viewer { monthSpend monthlySpendingCap } }`,
      {},
      { as: 'minor' },
    );
    expect(monthSpend.data.viewer).toEqual({ monthSpend: 3000, monthlySpendingCap: 5000 });
  });

  it('a retried payCheckout (same clientMutationId, concurrently) pays once', async () => {
    const session = (await buyNow('retry', voice)).data.startCheckout.session;
    const input = {
      clientMutationId: 'pay-once',
      sessionId: session.id,
      method: 'CARD',
      card: TEST_CARDS.succeeds,
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => call(PAY_CHECKOUT, { input }, { as: 'retry' })),
    );
    for (const result of results) expect(result.data.payCheckout.session.status).toBe('COMPLETED');
    expect(new Set(results.map((result) => result.data.payCheckout.session.order.id)).size).toBe(1);
    expect(await demo().count(orders, eq(orders.sessionId, sessionDbId(session.id)))).toBe(1);
  });
});
