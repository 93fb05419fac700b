// The address book and delivery at checkout: validation in ja and en, the one default, the
// book's size, retries, privacy on every path (node, the connection, mutations, checkout,
// other tenants), and the order's copy of the address that later edits never move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { OTHER_TENANT_ID } from '../../testing/testGarden';
import { tableCounts } from '../../testing/tableCounts';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../../testing/testGarden';
import { TEST_CARDS } from '../payments/localProvider';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId } from '../storeTestDocuments';

const ADDRESS_FIELDS = `recipientName postalCode prefecture city street building phone country`;

const SAVE = `mutation Save($input: SaveDeliveryAddressInput!) {
  saveDeliveryAddress(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on StoreError { storeReason }
    ... on SaveDeliveryAddressPayload { deliveryAddress { id isDefault address { ${ADDRESS_FIELDS} } } }
  }
}`;

const REMOVE = `mutation Remove($input: RemoveDeliveryAddressInput!) {
  removeDeliveryAddress(input: $input) {
    __typename
    ... on RemoveDeliveryAddressPayload { removedDeliveryAddressId }
  }
}`;

const BOOK = `{ viewer { deliveryAddresses(first: 10) {
  edges { node { id isDefault address { recipientName street } } }
} } }`;

const NODE = `query($id: ID!) { node(id: $id) { __typename ... on DeliveryAddress { address { street } } } }`;

const ORDER_ADDRESS = `query($id: ID!) {
  node(id: $id) { ... on Order { shippingAddress { ${ADDRESS_FIELDS} } } }
  viewer { orders(first: 5) { edges { node { id shippingAddress { postalCode street } } } } }
}`;

const home = {
  recipientName: '花守 ミオ',
  postalCode: '〒１５０－０００１',
  prefecture: '東京都',
  city: '渋谷区神宮前',
  street: '1-2-3',
  building: 'ローズハイツ 201',
  phone: '090-1234-5678',
};

describe.each(testBackends)('address book and delivery (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `book-${(counter += 1)}`;
  const save = (as: string, input: Record<string, unknown>, language: 'ja' | 'en' = 'ja') =>
    garden.call(SAVE, { input: { clientMutationId: id(), ...home, ...input } }, { as, language });
  const book = async (as: string) =>
    (await garden.call(BOOK, {}, { as })).data.viewer.deliveryAddresses.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
  const startPhysical = async (as: string) => {
    const stand = await demoItemId(garden, 'Acrylic stand: the prince and the puppet');
    const started = await garden.call(
      START_CHECKOUT,
      { input: { clientMutationId: id(), itemId: globalId('StoreItem', stand), quantity: 1 } },
      { as },
    );
    return started.data.startCheckout.session;
  };
  const pay = (as: string, sessionId: string, deliveryAddressId?: string) =>
    garden.call(
      PAY_CHECKOUT,
      {
        input: {
          clientMutationId: id(),
          sessionId,
          method: 'CARD',
          card: TEST_CARDS.succeeds,
          deliveryAddressId,
        },
      },
      { as },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['mio', 'rin', 'full', 'retry', 'buyer', 'snoop']) await garden.join(fan);
    await garden.join('elsewhere', 'Elsewhere', OTHER_TENANT_ID);
  });
  afterAll(() => garden?.close());

  it('refuses a wrong address field by field, in ja and en, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const postal = await save('mio', { postalCode: '150-01' });
    expect(postal.data.saveDeliveryAddress).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'postalCode',
      reason: 'INVALID_FORMAT',
    });
    expect(postal.data.saveDeliveryAddress.message).toContain('郵便番号');
    const prefecture = await save('mio', { prefecture: 'Tokyo' }, 'en');
    expect(prefecture.data.saveDeliveryAddress).toMatchObject({ field: 'prefecture' });
    expect(prefecture.data.saveDeliveryAddress.message).toContain('Prefecture');
    const phone = await save('mio', { phone: '12345' });
    expect(phone.data.saveDeliveryAddress).toMatchObject({ field: 'phone' });
    const name = await save('mio', { recipientName: '　' });
    expect(name.data.saveDeliveryAddress).toMatchObject({
      field: 'recipientName',
      reason: 'REQUIRED',
    });
    const long = await save('mio', { building: 'あ'.repeat(101) });
    expect(long.data.saveDeliveryAddress).toMatchObject({ field: 'building', limit: 100 });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('keeps one default, normalises what a Japanese keyboard types, and moves the default on removal', async () => {
    const first = (await save('mio', {})).data.saveDeliveryAddress.deliveryAddress;
    expect(first).toMatchObject({
      isDefault: true,
      address: {
        postalCode: '150-0001',
        prefecture: '東京都',
        country: 'JP',
        phone: '090-1234-5678',
      },
    });
    const work = (await save('mio', { street: '4-5-6', building: null })).data.saveDeliveryAddress
      .deliveryAddress;
    expect(work).toMatchObject({ isDefault: false, address: { building: '' } });
    await save('mio', { id: work.id, street: '4-5-7', makeDefault: true });
    expect(await book('mio')).toEqual([
      { id: work.id, isDefault: true, address: { recipientName: '花守 ミオ', street: '4-5-7' } },
      { id: first.id, isDefault: false, address: { recipientName: '花守 ミオ', street: '1-2-3' } },
    ]);
    const removed = await garden.call(
      REMOVE,
      { input: { clientMutationId: id(), id: work.id } },
      { as: 'mio' },
    );
    expect(removed.data.removeDeliveryAddress.removedDeliveryAddressId).toBe(work.id);
    expect(await book('mio')).toEqual([
      { id: first.id, isDefault: true, address: { recipientName: '花守 ミオ', street: '1-2-3' } },
    ]);
  });

  it('holds at most 10 addresses', async () => {
    for (let index = 0; index < 10; index += 1)
      expect((await save('full', { street: `${index}` })).data.saveDeliveryAddress.__typename).toBe(
        'SaveDeliveryAddressPayload',
      );
    const eleventh = await save('full', { street: '11' }, 'en');
    expect(eleventh.data.saveDeliveryAddress).toMatchObject({
      __typename: 'StoreError',
      storeReason: 'ADDRESS_BOOK_FULL',
    });
    expect(eleventh.data.saveDeliveryAddress.message).toContain('10');
  });

  it('adds once when the same save is sent twice at once', async () => {
    const input = { clientMutationId: 'retry-same', ...home };
    const [a, b] = await Promise.all([
      garden.call(SAVE, { input }, { as: 'retry' }),
      garden.call(SAVE, { input }, { as: 'retry' }),
    ]);
    expect(a.data.saveDeliveryAddress.deliveryAddress.id).toBe(
      b.data.saveDeliveryAddress.deliveryAddress.id,
    );
    expect(await book('retry')).toHaveLength(1);
  });

  it('is private to its owner: node, the connection, changes, checkout and other gardens', async () => {
    const [mine] = await book('mio');
    expect((await garden.call(NODE, { id: mine.id }, { as: 'mio' })).data.node).toEqual({
      __typename: 'DeliveryAddress',
      address: { street: '1-2-3' },
    });
    expect((await garden.call(NODE, { id: mine.id }, { as: 'snoop' })).data.node).toBeNull();
    expect((await garden.call(NODE, { id: mine.id })).data.node).toBeNull();
    expect(
      (await garden.call(NODE, { id: mine.id }, { as: 'elsewhere', tenant: OTHER_TENANT_ID })).data
        .node,
    ).toBeNull();
    expect(await book('snoop')).toEqual([]);
    expect((await garden.call(BOOK)).data.viewer.deliveryAddresses.edges).toEqual([]);
    const session = await startPhysical('snoop');
    const before = await tableCounts(garden.database.db);
    const edit = await save('snoop', { id: mine.id, street: 'stolen' });
    expect(edit.data.saveDeliveryAddress.__typename).toBe('NotFoundError');
    const remove = await garden.call(
      REMOVE,
      { input: { clientMutationId: id(), id: mine.id } },
      { as: 'snoop' },
    );
    expect(remove.data.removeDeliveryAddress.__typename).toBe('NotFoundError');
    const borrowed = await pay('snoop', session.id, mine.id);
    expect(borrowed.data.payCheckout.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('asks for an address when a physical item is paid, and the order keeps a copy of it', async () => {
    const session = await startPhysical('buyer');
    expect(session.needsDelivery).toBe(true);
    const before = await tableCounts(garden.database.db);
    const refused = await pay('buyer', session.id);
    expect(refused.data.payCheckout).toMatchObject({
      __typename: 'CheckoutSessionError',
      checkoutReason: 'DELIVERY_ADDRESS_REQUIRED',
    });
    expect(refused.data.payCheckout.message).toContain('お届け先');
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const address = (await save('buyer', {})).data.saveDeliveryAddress.deliveryAddress;
    const paid = await pay('buyer', session.id, address.id);
    expect(paid.data.payCheckout.session.status).toBe('COMPLETED');
    const orderId = paid.data.payCheckout.session.order.id;
    // A later edit of the book does not move the parcel.
    await save('buyer', { id: address.id, street: '7-7-7' });
    const read = await garden.call(ORDER_ADDRESS, { id: orderId }, { as: 'buyer' });
    expect(read.data.node.shippingAddress).toEqual({
      recipientName: '花守 ミオ',
      postalCode: '150-0001',
      prefecture: '東京都',
      city: '渋谷区神宮前',
      street: '1-2-3',
      building: 'ローズハイツ 201',
      phone: '090-1234-5678',
      country: 'JP',
    });
    expect(read.data.viewer.orders.edges[0].node).toEqual({
      id: orderId,
      shippingAddress: { postalCode: '150-0001', street: '1-2-3' },
    });
    // Nobody else reads the order, nor so its address.
    const snooped = await garden.call(ORDER_ADDRESS, { id: orderId }, { as: 'snoop' });
    expect(snooped.data.node).toBeNull();
  });

  it('gives the demo operator an address book to try a shipped checkout with', async () => {
    const seeded = await book(DEMO_OPERATOR_UID);
    expect(seeded).toHaveLength(2);
    expect(seeded[0]).toMatchObject({ isDefault: true, address: { street: '2-1-1' } });
  });

  it('needs no address for digital goods', async () => {
    const wallpaper = await demoItemId(garden, 'Moonlit Rose Garden wallpaper set');
    const started = await garden.call(
      START_CHECKOUT,
      { input: { clientMutationId: id(), itemId: globalId('StoreItem', wallpaper), quantity: 1 } },
      { as: 'rin' },
    );
    const paid = await pay('rin', started.data.startCheckout.session.id);
    expect(paid.data.payCheckout.session.status).toBe('COMPLETED');
    const read = await garden.call(
      ORDER_ADDRESS,
      { id: paid.data.payCheckout.session.order.id },
      { as: 'rin' },
    );
    expect(read.data.node.shippingAddress).toBeNull();
  });
});
