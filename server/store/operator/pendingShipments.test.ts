// pendingShipments: an operator's list of paid orders whose goods wait to be shipped, the
// oldest first, with their lines and addresses; an order leaves it once shipped or refunded.
// Visitors and fans are refused, and another garden's operator sees only their own garden.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../community/tables';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { tenantScope } from '../../db/tenantScope';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../../testing/testGarden';
import { buyDemoItem, TEST_ADDRESS } from '../storeTestDocuments';

const PENDING = `query ($first: Int, $after: String) {
  pendingShipments(first: $first, after: $after) {
    __typename
    ... on OrderConnection {
      edges { cursor node {
        id status
        lines { name kind quantity }
        shippingAddress { recipientName postalCode prefecture city street phone }
        shipment { status }
      } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
    ... on Error { message }
  }
}`;
const SHIP = `mutation ($input: MarkOrderShippedInput!) {
  markOrderShipped(input: $input) { __typename }
}`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename } }`;
const GOODS = 'Acrylic stand: the prince and the puppet';

interface PendingPage {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
}

describe.each(testBackends)('pending shipments (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `pending-${(counter += 1)}`;
  const pending = (
    variables: { first?: number; after?: string | null } = {},
    options: { as?: string; tenant?: string } = { as: DEMO_OPERATOR_UID },
  ) => garden.call(PENDING, variables, options);
  const pendingIds = async () =>
    ((await pending({ first: 50 })).data.pendingShipments as PendingPage).edges.map(
      (edge) => edge.node.id,
    );

  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('pending-fan');
    await garden.join('pending-other-fan');
    await garden.join('pending-other-operator', 'Other operator', OTHER_TENANT_ID);
    // The other garden's operator: promoted behind the API, as its seed would.
    await tenantScope(garden.database.db, OTHER_TENANT_ID).update(
      users,
      { role: 'OPERATOR' },
      eq(users.authUid, 'pending-other-operator'),
    );
    first = await buyDemoItem(garden, 'pending-fan', GOODS, id);
    // Coins are not shipped: never on the list.
    await buyDemoItem(garden, 'pending-fan', '500 coins', id);
    second = await buyDemoItem(garden, 'pending-other-fan', GOODS, id);
    third = await buyDemoItem(garden, 'pending-fan', GOODS, id);
  });
  afterAll(() => garden?.close());

  it('lists the paid goods waiting to be shipped, the oldest first, with lines and address', async () => {
    const result = await pending();
    expect(result.errors).toBeUndefined();
    const page = result.data.pendingShipments;
    expect(page.__typename).toBe('OrderConnection');
    expect(page.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      first,
      second,
      third,
    ]);
    expect(page.edges[0].node).toEqual({
      id: first,
      status: 'PAID',
      lines: [{ name: 'アクリルスタンド 王子と人形', kind: 'PHYSICAL', quantity: 1 }],
      shippingAddress: {
        recipientName: TEST_ADDRESS.recipientName,
        postalCode: TEST_ADDRESS.postalCode,
        prefecture: TEST_ADDRESS.prefecture,
        city: TEST_ADDRESS.city,
        street: TEST_ADDRESS.street,
        phone: TEST_ADDRESS.phone,
      },
      shipment: { status: 'PREPARING' },
    });
  });

  it('pages forward by cursor and refuses a page larger than 50', async () => {
    const one = (await pending({ first: 2 })).data.pendingShipments as PendingPage;
    expect(one.edges.map((edge) => edge.node.id)).toEqual([first, second]);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const two = (await pending({ first: 2, after: one.pageInfo.endCursor })).data
      .pendingShipments as PendingPage;
    expect(two.edges.map((edge) => edge.node.id)).toEqual([third]);
    expect(two.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const tooMany = await pending({ first: 51 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await pending({ first: 2, after: 'not-a-cursor' });
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses visitors and fans, and shows another garden’s operator only their garden', async () => {
    const visitor = await pending({}, {});
    expect(visitor.data.pendingShipments.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const fan = await pending({}, { as: 'pending-fan' });
    expect(fan.data.pendingShipments).toEqual({
      __typename: 'PermissionDeniedError',
      message: expect.any(String),
    });
    const stranger = await pending({}, { as: 'pending-other-operator', tenant: OTHER_TENANT_ID });
    expect(stranger.data.pendingShipments).toMatchObject({
      __typename: 'OrderConnection',
      edges: [],
      pageInfo: { hasNextPage: false },
    });
  });

  it('drops an order once it is shipped or refunded', async () => {
    const shipped = await garden.call(
      SHIP,
      {
        input: {
          clientMutationId: id(),
          orderId: second,
          carrier: 'YAMATO',
          trackingNumber: '1234-5678-9012',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(shipped.data.markOrderShipped.__typename).toBe('MarkOrderShippedPayload');
    expect(await pendingIds()).toEqual([first, third]);

    const refunded = await garden.call(
      REFUND,
      { input: { clientMutationId: id(), orderId: first } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(refunded.data.refundOrder.__typename).toBe('RefundOrderPayload');
    expect(await pendingIds()).toEqual([third]);
  });
});
