// Saved cards: adding one (a plain card, a declined card, a 3-D Secure card through the local
// challenge), the list and its one default, removing (and the card a membership renews
// with, which is refused), paying a checkout with a saved card, retries, and privacy on
// every path (node, the connection, every mutation, another tenant).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { tenantScope } from '../../db/tenantScope';
import { dbIdOf } from '../../graphql/globalId';
import { tableCounts } from '../../testing/tableCounts';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../../testing/testGarden';
import { SUBSCRIBE, firstPlanId } from '../../subscriptions/subscriptionsTestDocuments';
import { TEST_CARDS } from '../payments/localProvider';
import { localPaymentProvider } from '../payments/providers';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId } from '../storeTestDocuments';
import { savedPaymentMethods } from '../tables';

const CARD_FIELDS = `id brand last4 expMonth expYear isDefault status actionUrl usedForMembership`;

const ADD = `mutation Add($input: AddPaymentMethodInput!) {
  addPaymentMethod(input: $input) {
    __typename
    ... on Error { message }
    ... on PaymentError { paymentReason }
    ... on StoreError { storeReason }
    ... on InvalidInputError { field reason }
    ... on AddPaymentMethodPayload { clientMutationId paymentMethod { ${CARD_FIELDS} } }
  }
}`;

const CONFIRM = `mutation Confirm($input: ConfirmPaymentMethodInput!) {
  confirmPaymentMethod(input: $input) {
    __typename
    ... on Error { message }
    ... on PaymentError { paymentReason }
    ... on ConfirmPaymentMethodPayload { paymentMethod { ${CARD_FIELDS} } }
  }
}`;

const SET_DEFAULT = `mutation Default($input: SetDefaultPaymentMethodInput!) {
  setDefaultPaymentMethod(input: $input) {
    __typename
    ... on Error { message }
    ... on SetDefaultPaymentMethodPayload { paymentMethod { id isDefault }
      viewer { savedPaymentMethods(first: 5) { edges { node { id isDefault } } } } }
  }
}`;

const REMOVE = `mutation Remove($input: RemovePaymentMethodInput!) {
  removePaymentMethod(input: $input) {
    __typename
    ... on Error { message }
    ... on RemovePaymentMethodPayload { removedPaymentMethodId
      viewer { savedPaymentMethods(first: 5) { edges { node { id isDefault } } } } }
  }
}`;

const LIST = `{ viewer { savedPaymentMethods(first: 5) { edges { node { ${CARD_FIELDS} } } } } }`;

const NODE = `query($id: ID!) { node(id: $id) { __typename ... on SavedPaymentMethod { last4 } } }`;

interface Card {
  id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
  status: string;
  actionUrl: string | null;
  usedForMembership: boolean;
}

describe.each(testBackends)('saved payment methods (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `pm-${(counter += 1)}`;
  const add = (as: string, input: Record<string, unknown> = {}, language: 'ja' | 'en' = 'en') =>
    garden.call(
      ADD,
      {
        input: {
          clientMutationId: id(),
          card: TEST_CARDS.succeeds,
          expMonth: 12,
          expYear: 2031,
          ...input,
        },
      },
      { as, language },
    );
  const list = async (as: string, tenant?: string): Promise<Card[]> =>
    (await garden.call(LIST, {}, { as, tenant })).data.viewer.savedPaymentMethods.edges.map(
      (edge: { node: Card }) => edge.node,
    );
  const mutate = (document: string, as: string, input: Record<string, unknown>) =>
    garden.call(document, { input: { clientMutationId: id(), ...input } }, { as });
  const local = () => {
    const provider = localPaymentProvider();
    if (!provider) throw new Error('the local provider is the default');
    return provider;
  };
  /** The local setup's id, from its challenge page's address. */
  const setupIdOf = (actionUrl: string) =>
    /\/payments\/local\/demo\/([\w-]+)/.exec(actionUrl)?.[1] ?? '';

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['mio', 'rin', 'full', 'secure', 'member', 'buyer', 'snoop'])
      await garden.join(fan);
    await garden.join('elsewhere', 'Elsewhere', OTHER_TENANT_ID);
  });
  afterAll(() => garden?.close());

  it('adds a card, the first one the default, and a retry returns the first answer', async () => {
    const input = { clientMutationId: 'mio-first', card: '4242 4242 4242 4242' };
    const first = await garden.call(
      ADD,
      { input: { ...input, expMonth: 4, expYear: 2030 } },
      { as: 'mio' },
    );
    expect(first.data.addPaymentMethod).toMatchObject({
      __typename: 'AddPaymentMethodPayload',
      clientMutationId: 'mio-first',
      paymentMethod: {
        brand: 'VISA',
        last4: '4242',
        expMonth: 4,
        expYear: 2030,
        isDefault: true,
        status: 'ACTIVE',
        actionUrl: null,
        usedForMembership: false,
      },
    });
    const before = await tableCounts(garden.database.db);
    const retried = await garden.call(
      ADD,
      { input: { ...input, expMonth: 4, expYear: 2030 } },
      { as: 'mio' },
    );
    expect(retried.data.addPaymentMethod.paymentMethod.id).toBe(
      first.data.addPaymentMethod.paymentMethod.id,
    );
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const reused = await garden.call(
      ADD,
      { input: { ...input, expMonth: 5, expYear: 2030 } },
      { as: 'mio' },
    );
    expect(reused.data.addPaymentMethod).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
    });
    expect(await list('mio')).toHaveLength(1);
  });

  it('refuses a declined or invalid card and a past expiry in ja and en, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const declined = await add('rin', { card: TEST_CARDS.declined });
    expect(declined.data.addPaymentMethod).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'DECLINED',
      message: expect.stringContaining('declined this card'),
    });
    const declinedJa = await add('rin', { card: TEST_CARDS.declined }, 'ja');
    expect(declinedJa.data.addPaymentMethod.message).toContain('登録できませんでした');
    const invalid = await add('rin', { card: '4242 4242 4242 4241' });
    expect(invalid.data.addPaymentMethod).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'INVALID_CARD',
    });
    const expired = await add('rin', { expMonth: 1, expYear: 2020 });
    expect(expired.data.addPaymentMethod).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'expiry',
      reason: 'INVALID_FORMAT',
    });
    const blank = await add('rin', { card: '  ' });
    expect(blank.data.addPaymentMethod).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'card',
      reason: 'REQUIRED',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const signedOut = await garden.call(ADD, {
      input: { clientMutationId: id(), card: TEST_CARDS.succeeds },
    });
    expect(signedOut.data.addPaymentMethod.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('keeps at most five cards', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await add('full')).data.addPaymentMethod.__typename).toBe('AddPaymentMethodPayload');
    const sixth = await add('full', {}, 'ja');
    expect(sixth.data.addPaymentMethod).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'TOO_MANY_PAYMENT_METHODS',
      message: expect.stringContaining('5枚'),
    });
    expect(await list('full')).toHaveLength(5);
  });

  it('saves a 3-D Secure card once its challenge succeeds, and forgets one whose challenge fails', async () => {
    const added = (await add('secure', { card: TEST_CARDS.requires3ds })).data.addPaymentMethod;
    expect(added.paymentMethod).toMatchObject({
      status: 'REQUIRES_ACTION',
      isDefault: false,
      actionUrl: expect.stringContaining('/payments/local/demo/'),
    });
    // Not usable while it waits: not the default, and no default can be set to it.
    const early = await mutate(SET_DEFAULT, 'secure', { id: added.paymentMethod.id });
    expect(early.data.setDefaultPaymentMethod.__typename).toBe('NotFoundError');
    const waiting = await mutate(CONFIRM, 'secure', { id: added.paymentMethod.id });
    expect(waiting.data.confirmPaymentMethod.paymentMethod.status).toBe('REQUIRES_ACTION');

    const demo = tenantScope(garden.database.db, 'demo');
    await local().settle(demo, setupIdOf(added.paymentMethod.actionUrl), true);
    const confirmed = await mutate(CONFIRM, 'secure', { id: added.paymentMethod.id });
    expect(confirmed.data.confirmPaymentMethod.paymentMethod).toMatchObject({
      status: 'ACTIVE',
      isDefault: true,
      actionUrl: null,
      last4: '3220',
    });

    const failing = (await add('secure', { card: TEST_CARDS.requires3ds })).data.addPaymentMethod;
    await local().settle(demo, setupIdOf(failing.paymentMethod.actionUrl), false);
    const confirmInput = { clientMutationId: 'secure-fail', id: failing.paymentMethod.id };
    const failed = await garden.call(CONFIRM, { input: confirmInput }, { as: 'secure' });
    expect(failed.data.confirmPaymentMethod).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'AUTHENTICATION_FAILED',
    });
    const again = await garden.call(CONFIRM, { input: confirmInput }, { as: 'secure' });
    expect(again.data.confirmPaymentMethod.paymentReason).toBe('AUTHENTICATION_FAILED');
    expect((await list('secure')).map((card) => card.status)).toEqual(['ACTIVE']);
  });

  it('switches the default and removes cards, the newest remaining becoming the default', async () => {
    const first = (await add('buyer', { card: '5555 5555 5555 4444' })).data.addPaymentMethod
      .paymentMethod;
    const second = (await add('buyer', { card: '3530 1113 3330 0000' })).data.addPaymentMethod
      .paymentMethod;
    expect(first).toMatchObject({ brand: 'MASTERCARD', isDefault: true });
    expect(second).toMatchObject({ brand: 'JCB', isDefault: false });
    const switched = (await mutate(SET_DEFAULT, 'buyer', { id: second.id })).data
      .setDefaultPaymentMethod;
    expect(switched.paymentMethod.isDefault).toBe(true);
    expect(switched.viewer.savedPaymentMethods.edges.map((e: { node: Card }) => e.node)).toEqual([
      { id: second.id, isDefault: true },
      { id: first.id, isDefault: false },
    ]);
    const removed = (await mutate(REMOVE, 'buyer', { id: second.id })).data.removePaymentMethod;
    expect(removed.removedPaymentMethodId).toBe(second.id);
    expect(removed.viewer.savedPaymentMethods.edges).toEqual([
      { node: { id: first.id, isDefault: true } },
    ]);
    const gone = await mutate(REMOVE, 'buyer', { id: second.id });
    expect(gone.data.removePaymentMethod.__typename).toBe('NotFoundError');
  });

  it('pays a checkout with a saved card, and refuses another fan’s card', async () => {
    const [card] = await list('buyer');
    const wallpaper = await demoItemId(garden, 'Moonlit Rose Garden wallpaper set');
    const start = async (as: string) =>
      (
        await mutate(START_CHECKOUT, as, {
          itemId: globalId('StoreItem', wallpaper),
          quantity: 1,
        })
      ).data.startCheckout.session;
    const snoopSession = await start('snoop');
    const before = await tableCounts(garden.database.db);
    const stolen = await mutate(PAY_CHECKOUT, 'snoop', {
      sessionId: snoopSession.id,
      method: 'CARD',
      savedPaymentMethodId: card.id,
    });
    expect(stolen.data.payCheckout.__typename).toBe('NotFoundError');
    const wrongMethod = await mutate(PAY_CHECKOUT, 'snoop', {
      sessionId: snoopSession.id,
      method: 'ID_PAYMENT',
      savedPaymentMethodId: card.id,
    });
    expect(wrongMethod.data.payCheckout.__typename).toBe('InvalidInputError');
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const session = await start('buyer');
    const paid = await mutate(PAY_CHECKOUT, 'buyer', {
      sessionId: session.id,
      method: 'CARD',
      savedPaymentMethodId: card.id,
    });
    expect(paid.data.payCheckout.session).toMatchObject({
      status: 'COMPLETED',
      paymentMethod: 'CARD',
      order: { status: 'PAID' },
    });

    // A saved card the bank now declines: the session stays open for another try.
    const demo = tenantScope(garden.database.db, 'demo');
    const declining = (await add('buyer', { card: '4000 0566 5566 5556' })).data.addPaymentMethod
      .paymentMethod;
    const [declRow] = await demo.select(
      savedPaymentMethods,
      eq(savedPaymentMethods.id, dbIdOf(declining.id, 'SavedPaymentMethod') ?? 0),
    );
    await local().setSavedCardDeclines(demo, declRow.providerMethodId, true);
    const next = await start('buyer');
    const declined = await mutate(PAY_CHECKOUT, 'buyer', {
      sessionId: next.id,
      method: 'CARD',
      savedPaymentMethodId: declining.id,
    });
    expect(declined.data.payCheckout).toMatchObject({
      __typename: 'PaymentError',
      paymentReason: 'DECLINED',
    });
  });

  it('keeps the card a membership was paid with as a saved card, and refuses to remove it', async () => {
    const plan = await firstPlanId(garden);
    const subscribed = await garden.call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId: plan, card: TEST_CARDS.succeeds } },
      { as: 'member' },
    );
    expect(subscribed.data.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
    const [card] = await list('member');
    expect(card).toMatchObject({
      last4: '4242',
      brand: 'VISA',
      isDefault: true,
      usedForMembership: true,
    });
    const before = await tableCounts(garden.database.db);
    const refused = await garden.call(
      REMOVE,
      { input: { clientMutationId: id(), id: card.id } },
      { as: 'member', language: 'ja' },
    );
    expect(refused.data.removePaymentMethod).toMatchObject({
      __typename: 'PaymentMethodInUseError',
      message: expect.stringContaining('メンバーシップ'),
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('shows a card to its owner alone: node, the connection and every mutation, in and across gardens', async () => {
    const [card] = await list('mio');
    const asOwner = await garden.call(NODE, { id: card.id }, { as: 'mio' });
    expect(asOwner.data.node).toEqual({ __typename: 'SavedPaymentMethod', last4: '4242' });
    for (const call of [{ as: 'snoop' }, {}, { as: 'elsewhere', tenant: OTHER_TENANT_ID }])
      expect((await garden.call(NODE, { id: card.id }, call)).data.node).toBeNull();
    expect(await list('snoop')).toEqual([]);
    expect(await list('elsewhere', OTHER_TENANT_ID)).toEqual([]);
    const seeded = await list(DEMO_OPERATOR_UID);
    expect(seeded.map((c) => c.last4)).toEqual(['4242', '0505']);
    expect(seeded.some((c) => c.id === card.id)).toBe(false);

    const before = await tableCounts(garden.database.db);
    for (const document of [SET_DEFAULT, REMOVE, CONFIRM]) {
      const result = await mutate(document, 'snoop', { id: card.id });
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      expect(Object.values(result.data)[0]).toMatchObject({ __typename: 'NotFoundError' });
    }
    const elsewhere = await garden.call(
      REMOVE,
      { input: { clientMutationId: id(), id: card.id } },
      { as: 'elsewhere', tenant: OTHER_TENANT_ID },
    );
    expect(elsewhere.data.removePaymentMethod.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(await list('mio')).toHaveLength(1);
  });
});
