import { and, eq } from 'drizzle-orm';
import { users } from '../community/tables';
import { coinBalance, grantFreeCoins } from '../coins/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probabilityOdds } from '../../common/draws/odds';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { toGlobalId } from '../graphql/globalId';
import { addFans, addMachine, boxMachine, demoScope, probabilityMachine } from './drawsTestSetup';
import { loadMachineContents } from './machineContents';
import { treasureMachines, treasurePrizeDeliveries } from './tables';
import { activityEvents } from '../engagement/tables';

const DRAW = /* GraphQL */ `
  mutation Draw($input: DrawTreasureMachineInput!) {
    drawTreasureMachine(input: $input) {
      __typename
      ... on DrawTreasureMachinePayload {
        draw {
          id
          price
          payment
          pulls {
            id
            position
            nonce
            isPity
            prize {
              name
              rankCode
            }
          }
        }
        machine {
          boxRemaining
          viewerState {
            nonce
            pityCount
            pullsToPity
            ticketBalance
          }
        }
      }
      ... on Error {
        message
      }
      ... on LotteryError {
        lotteryReason
        remaining
      }
      ... on StaminaNotEnoughError {
        resource
        required
        available
      }
    }
  }
`;

const drawInput = (machineId: number, id: string, pulls = 1, payment = 'TICKETS') => ({
  input: {
    clientMutationId: id,
    machineId: toGlobalId('TreasureMachine', machineId),
    pulls,
    payment,
  },
});

describe.each(testBackends)('treasure machine draws (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('draws once and ten times with tickets, and lists the draws newest first', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    await addFans(garden, ['ticket-fan'], 11);
    const single = await garden.call(DRAW, drawInput(machine.id, 'd1'), { as: 'ticket-fan' });
    expect(single.data?.drawTreasureMachine).toMatchObject({
      __typename: 'DrawTreasureMachinePayload',
      draw: { price: 1, payment: 'TICKETS', pulls: [{ position: 0, nonce: 1 }] },
      machine: { viewerState: { nonce: 1, ticketBalance: 10 } },
    });
    const ten = await garden.call(DRAW, drawInput(machine.id, 'd2', 10), { as: 'ticket-fan' });
    const payload = ten.data?.drawTreasureMachine;
    expect(payload.draw.pulls.map((pull: { nonce: number }) => pull.nonce)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(payload.machine.viewerState.ticketBalance).toBe(0);

    const history = await garden.call(
      `{ viewer { treasureTicketBalance treasureDraws(first: 5) { edges { node { id pulls { nonce } } } } } }`,
      {},
      { as: 'ticket-fan' },
    );
    const draws = history.data?.viewer.treasureDraws.edges;
    expect(draws.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      payload.draw.id,
      single.data?.drawTreasureMachine.draw.id,
    ]);
    // Another fan sees none of them, through any path.
    await addFans(garden, ['onlooker'], 0);
    const other = await garden.call(
      `query ($id: ID!) { node(id: $id) { id } viewer { treasureDraws { edges { node { id } } } } }`,
      { id: payload.draw.id },
      { as: 'onlooker' },
    );
    expect(other.data).toEqual({ node: null, viewer: { treasureDraws: { edges: [] } } });
  });

  it('a retry with the same clientMutationId returns the first draw and draws once', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    await addFans(garden, ['retry-fan'], 10);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        garden.call(DRAW, drawInput(machine.id, 'same-id', 10), { as: 'retry-fan' }),
      ),
    );
    const ids = new Set(results.map((result) => result.data?.drawTreasureMachine.draw?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeTruthy();
    const balance = await garden.call(
      `{ viewer { treasureTicketBalance } }`,
      {},
      { as: 'retry-fan' },
    );
    expect(balance.data?.viewer.treasureTicketBalance).toBe(0);
    // The draw counts once for the "treasure machine draw" missions.
    const [fan] = await demoScope(garden).select(users, eq(users.authUid, 'retry-fan'));
    const drawEvents = await demoScope(garden).count(
      activityEvents,
      and(eq(activityEvents.kind, 'TREASURE_MACHINE_DRAW'), eq(activityEvents.userId, fan.id)),
    );
    expect(drawEvents).toBe(1);
  });

  it('refuses without enough tickets, in maintenance, closed or sold out, writing nothing', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    await addFans(garden, ['poor-fan'], 3);
    const before = await tableCounts(garden.database.db);
    const poor = await garden.call(DRAW, drawInput(machine.id, 'p1', 10), { as: 'poor-fan' });
    expect(poor.data?.drawTreasureMachine).toMatchObject({
      __typename: 'StaminaNotEnoughError',
      resource: 'TICKETS',
      required: 10,
      available: 3,
    });
    const coins = await garden.call(
      DRAW,
      { input: { ...drawInput(machine.id, 'p1b', 1).input, offerId: null, pulls: 3 } },
      { as: 'poor-fan' },
    );
    expect(coins.data?.drawTreasureMachine.__typename).toBe('InvalidInputError');

    const scope = demoScope(garden);
    await scope.update(
      treasureMachines,
      { status: 'MAINTENANCE' },
      eq(treasureMachines.id, machine.id),
    );
    const paused = await garden.call(DRAW, drawInput(machine.id, 'p2'), { as: 'poor-fan' });
    expect(paused.data?.drawTreasureMachine.__typename).toBe('LotteryMaintenanceError');
    await scope.update(treasureMachines, { status: 'CLOSED' }, eq(treasureMachines.id, machine.id));
    const closed = await garden.call(DRAW, drawInput(machine.id, 'p3'), { as: 'poor-fan' });
    expect(closed.data?.drawTreasureMachine).toMatchObject({ lotteryReason: 'CLOSED' });
    await scope.update(treasureMachines, { status: 'DRAFT' }, eq(treasureMachines.id, machine.id));
    const draft = await garden.call(DRAW, drawInput(machine.id, 'p4'), { as: 'poor-fan' });
    expect(draft.data?.drawTreasureMachine.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const signedOut = await garden.call(DRAW, drawInput(machine.id, 'p5'));
    expect(signedOut.data?.drawTreasureMachine.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const elsewhere = await garden.call(DRAW, drawInput(machine.id, 'p6'), {
      as: 'poor-fan',
      tenant: 'other',
    });
    expect(elsewhere.data?.drawTreasureMachine.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('draws ten with coins (free first), earns points, honours an offer once, and refuses without coins', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    const [fan] = await addFans(garden, ['coin-fan'], 0);
    await demoScope(garden).transaction((tx) =>
      grantFreeCoins(tx, {
        userId: fan.id,
        amount: 1000,
        reference: 'test:coin-fan',
        label: { en: 'Test' },
      }),
    );
    const ten = await garden.call(DRAW, drawInput(machine.id, 'c1', 10, 'COINS'), {
      as: 'coin-fan',
    });
    expect(ten.data?.drawTreasureMachine).toMatchObject({
      __typename: 'DrawTreasureMachinePayload',
      draw: { price: 900, payment: 'COINS' },
    });
    expect((await coinBalance(demoScope(garden), fan.id)).free).toBe(100);
    const offers = await garden.call(
      `query ($id: ID!) { node(id: $id) { ... on TreasureMachine { offers { id } } } }`,
      { id: toGlobalId('TreasureMachine', machine.id) },
    );
    const offerId = offers.data?.node.offers[0].id;
    const offer = (id: string) => ({
      input: { ...drawInput(machine.id, id, 1, 'COINS').input, offerId },
    });
    const first = await garden.call(DRAW, offer('c2'), { as: 'coin-fan' });
    expect(first.data?.drawTreasureMachine.draw.price).toBe(10);
    const again = await garden.call(DRAW, offer('c3'), { as: 'coin-fan' });
    expect(again.data?.drawTreasureMachine).toMatchObject({ lotteryReason: 'OFFER_USED_UP' });
    const state = await garden.call(
      `query ($id: ID!) { node(id: $id) { ... on TreasureMachine { viewerState { points } } } }`,
      { id: toGlobalId('TreasureMachine', machine.id) },
      { as: 'coin-fan' },
    );
    expect(state.data?.node.viewerState.points).toBe(110);
    const broke = await garden.call(DRAW, drawInput(machine.id, 'c4', 10, 'COINS'), {
      as: 'coin-fan',
    });
    expect(broke.data?.drawTreasureMachine).toMatchObject({
      __typename: 'StaminaNotEnoughError',
      resource: 'COINS',
      required: 900,
      available: 90,
    });
  });

  it('sends chosen real-goods prizes to one address, once each', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    await addFans(garden, ['goods-fan'], 10);
    await garden.call(DRAW, drawInput(machine.id, 'g1', 10), { as: 'goods-fan' });
    const AWAITING = `{ viewer { treasurePullsAwaitingDelivery(first: 20) { edges { node { id delivery } } } } }`;
    const awaiting = await garden.call(AWAITING, {}, { as: 'goods-fan' });
    const ids = awaiting.data?.viewer.treasurePullsAwaitingDelivery.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    expect(ids).toHaveLength(10);
    const REQUEST = `mutation ($input: RequestTreasurePrizeDeliveryInput!) {
      requestTreasurePrizeDelivery(input: $input) {
        __typename
        ... on RequestTreasurePrizeDeliveryPayload { pulls { id delivery } }
        ... on InvalidInputError { field }
        ... on LotteryError { lotteryReason }
      }
    }`;
    const SAVE = `mutation ($input: SaveDeliveryAddressInput!) {
      saveDeliveryAddress(input: $input) {
        __typename ... on SaveDeliveryAddressPayload { deliveryAddress { id } }
      }
    }`;
    const saveAddress = async (as: string, clientMutationId: string, id?: string) => {
      const saved = await garden.call(
        SAVE,
        {
          input: {
            clientMutationId,
            id,
            recipientName: '花守 ミオ',
            postalCode: '〒150-0001',
            prefecture: '東京都',
            city: '渋谷区神宮前',
            street: id ? '9-9-9' : '1-2-3',
            phone: '090-1234-5678',
          },
        },
        { as },
      );
      return saved.data?.saveDeliveryAddress.deliveryAddress.id as string;
    };
    const addressId = await saveAddress('goods-fan', 'a1');
    const sent = await garden.call(
      REQUEST,
      { input: { clientMutationId: 'r1', pullIds: ids.slice(0, 2), deliveryAddressId: addressId } },
      { as: 'goods-fan' },
    );
    expect(sent.data?.requestTreasurePrizeDelivery.pulls).toEqual([
      { id: ids[0], delivery: 'REQUESTED' },
      { id: ids[1], delivery: 'REQUESTED' },
    ]);
    // The delivery keeps the address as it was: a later edit of the book does not move it.
    await saveAddress('goods-fan', 'a2', addressId);
    const deliveries = await demoScope(garden).select(treasurePrizeDeliveries);
    expect(deliveries.at(-1)).toMatchObject({
      postalCode: '150-0001',
      prefecture: '東京都',
      street: '1-2-3',
      country: 'JP',
    });
    const twice = await garden.call(
      REQUEST,
      { input: { clientMutationId: 'r2', pullIds: ids.slice(1, 3), deliveryAddressId: addressId } },
      { as: 'goods-fan' },
    );
    expect(twice.data?.requestTreasurePrizeDelivery).toMatchObject({
      lotteryReason: 'NOT_DELIVERABLE',
    });
    const left = await garden.call(AWAITING, {}, { as: 'goods-fan' });
    expect(left.data?.viewer.treasurePullsAwaitingDelivery.edges).toHaveLength(8);
    await addFans(garden, ['goods-thief'], 0);
    const thiefAddress = await saveAddress('goods-thief', 't1');
    const thief = await garden.call(
      REQUEST,
      {
        input: {
          clientMutationId: 'r3',
          pullIds: ids.slice(2, 3),
          deliveryAddressId: thiefAddress,
        },
      },
      { as: 'goods-thief' },
    );
    expect(thief.data?.requestTreasurePrizeDelivery.__typename).toBe('NotFoundError');
    // Nor may a fan send their own prizes to somebody else's address.
    const borrowed = await garden.call(
      REQUEST,
      {
        input: {
          clientMutationId: 'r4',
          pullIds: ids.slice(2, 3),
          deliveryAddressId: thiefAddress,
        },
      },
      { as: 'goods-fan' },
    );
    expect(borrowed.data?.requestTreasurePrizeDelivery.__typename).toBe('NotFoundError');
  });

  it('0 oversold: 100 concurrent draws against a box with 10 left give 10 prizes and 90 refusals', async () => {
    const machine = await addMachine(garden, boxMachine([5, 10, 15]));
    // 20 of the 30 are gone already.
    await demoScope(garden).update(
      treasureMachines,
      { boxDrawn: 20 },
      eq(treasureMachines.id, machine.id),
    );
    const names = Array.from({ length: 100 }, (_, index) => `box-fan-${index}`);
    await addFans(garden, names, 1);
    const results = await Promise.all(
      names.map((name) => garden.call(DRAW, drawInput(machine.id, `box-${name}`), { as: name })),
    );
    const outcomes = results.map((result) => result.data?.drawTreasureMachine);
    const won = outcomes.filter((outcome) => outcome?.__typename === 'DrawTreasureMachinePayload');
    const refused = outcomes.filter((outcome) => outcome?.lotteryReason === 'SOLD_OUT');
    expect(won).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused.every((outcome) => outcome.remaining === 0 || outcome.remaining > 0)).toBe(true);
    const [row] = await demoScope(garden).select(
      treasureMachines,
      eq(treasureMachines.id, machine.id),
    );
    expect(row.boxDrawn).toBe(30);
    // The refused fans kept their ticket; the winners spent theirs.
    const balances = await Promise.all(
      names
        .slice(0, 100)
        .map((name) => garden.call(`{ viewer { treasureTicketBalance } }`, {}, { as: name })),
    );
    const spent = balances.filter((balance) => balance.data?.viewer.treasureTicketBalance === 0);
    expect(spent).toHaveLength(10);
  });

  it('shows the exact odds the draw uses, to 3 significant figures', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    const result = await garden.call(
      `query ($id: ID!) { node(id: $id) { ... on TreasureMachine {
        ranks { code probability probabilityText prizes { name probability probabilityText } }
        pity { threshold rank { code } } } } }`,
      { id: toGlobalId('TreasureMachine', machine.id) },
    );
    const shown = result.data?.node;
    // The table the draw reads, straight from the database.
    const contents = await loadMachineContents(demoScope(garden), machine.id);
    const drawn = probabilityOdds(contents.table);
    const total = contents.table.ranks.reduce((sum, rank) => sum + rank.weight, 0);
    shown.ranks.forEach(
      (rank: { probability: number; prizes: { probability: number }[] }, index: number) => {
        expect(rank.probability).toBe(contents.table.ranks[index].weight / total);
        expect(rank.probability).toBe(drawn[index].probability);
        rank.prizes.forEach((prize, itemIndex) =>
          expect(prize.probability).toBe(drawn[index].items[itemIndex].probability),
        );
      },
    );
    expect(shown.ranks.map((rank: { probabilityText: string }) => rank.probabilityText)).toEqual([
      '3.00%',
      '17.0%',
      '80.0%',
    ]);
    expect(
      shown.ranks[0].prizes.map((prize: { probabilityText: string }) => prize.probabilityText),
    ).toEqual(['1.00%', '2.00%']);
    expect(shown.pity).toEqual({ threshold: 30, rank: { code: 'S' } });
  });
});
