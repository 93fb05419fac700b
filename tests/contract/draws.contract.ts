// Draws: the treasure machines with their published odds, and the typed refusals a draw,
// a redemption or an operator action gives to a visitor, a fresh fan or an unknown id.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const MACHINES = /* GraphQL */ `
  query ContractTreasureMachines {
    treasureMachines(first: 10) {
      edges {
        node {
          id
          name
          lotteryKind
          status
          boxSize
          boxRemaining
          pity {
            threshold
            rank {
              code
            }
          }
          currentSeed {
            commitment
            serverSeed
          }
          ranks {
            code
            probability
            probabilityText
            prizes {
              id
              probabilityText
              redeemPoints
            }
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

const DRAW = /* GraphQL */ `
  mutation ContractDraw($input: DrawTreasureMachineInput!) {
    drawTreasureMachine(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on StaminaNotEnoughError {
        resource
        required
        available
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

const REDEEM = /* GraphQL */ `
  mutation ContractRedeem($input: RedeemGachaPointsInput!) {
    redeemGachaPoints(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on LotteryError {
        lotteryReason
      }
    }
  }
`;

interface Machine {
  id: string;
  name: string;
  lotteryKind: string;
  ranks: {
    probability: number;
    probabilityText: string;
    prizes: { id: string; probabilityText: string; redeemPoints: number | null }[];
  }[];
}

async function machines(
  server: Parameters<Parameters<typeof defineContract>[1][number]['run']>[0],
) {
  const result = await server.call<{ treasureMachines: { edges: { node: Machine }[] } }>(MACHINES);
  return result.data!.treasureMachines.edges.map((edge) => edge.node);
}

const threeFigures = /^(0|\d\.\d\d|\d\d\.\d|100|0\.0*[1-9]\d\d)%$/;

const DELIVERIES = /* GraphQL */ `
  query ContractRealGoodsDeliveries($id: ID!) {
    viewer {
      realGoodsDeliveries(first: 5) {
        edges {
          node {
            id
            status
            carrier
            trackingNumber
            shippingAddress {
              postalCode
            }
            pulls {
              id
            }
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
    node(id: $id) {
      __typename
    }
  }
`;

const SHIP = /* GraphQL */ `
  mutation ContractMarkShipped($input: MarkRealGoodsDeliveryShippedInput!) {
    markRealGoodsDeliveryShipped(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('draws', [
  {
    name: 'real-goods deliveries: none for a fresh fan or a visitor, no node for an unknown id, shipping only for operators',
    async run(server) {
      const unknownId = Buffer.from('RealGoodsDelivery:987654').toString('base64');
      const visitor = await server.call(DELIVERIES, { id: unknownId });
      expect(visitor.errors).toBeUndefined();
      expect(visitor.data).toEqual({
        viewer: { realGoodsDeliveries: { edges: [], pageInfo: { hasNextPage: false } } },
        node: null,
      });
      await joinAs(server, 'draws-contract-shipper');
      const as = { as: 'draws-contract-shipper' };
      const fan = await server.call(DELIVERIES, { id: unknownId }, as);
      expect(fan.data.viewer.realGoodsDeliveries.edges).toEqual([]);
      expect(fan.data.node).toBeNull();
      const input = {
        input: {
          clientMutationId: 'ship-1',
          realGoodsDeliveryId: unknownId,
          carrier: 'YAMATO',
          trackingNumber: '1234-5678-9012',
        },
      };
      const shippedByVisitor = await server.call(SHIP, input);
      expect(shippedByVisitor.data.markRealGoodsDeliveryShipped.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      const shippedByFan = await server.call(SHIP, input, as);
      expect(shippedByFan.data.markRealGoodsDeliveryShipped.__typename).toBe(
        'PermissionDeniedError',
      );
    },
  },
  {
    name: 'lists the open machines with every rank and prize at 3 significant figures',
    async run(server) {
      const result = await server.call(MACHINES);
      expect(result.errors).toBeUndefined();
      const [roses, box] = result.data.treasureMachines.edges.map(
        (edge: { node: unknown }) => edge.node,
      );
      expect(roses).toMatchObject({
        name: '薔薇夜会ガチャ',
        lotteryKind: 'PROBABILITY',
        status: 'OPEN',
        boxSize: 0,
        pity: { threshold: 50, rank: { code: 'S' } },
        currentSeed: { serverSeed: null },
      });
      expect(roses.currentSeed.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(box).toMatchObject({
        name: '人形の宝箱 BOXガチャ',
        lotteryKind: 'STOCK',
        boxSize: 100,
      });
      for (const machine of [roses, box] as Machine[]) {
        const total = machine.ranks.reduce((sum, rank) => sum + rank.probability, 0);
        expect(total).toBeCloseTo(1, 9);
        for (const rank of machine.ranks) {
          expect(rank.probabilityText).toMatch(threeFigures);
          for (const prize of rank.prizes) expect(prize.probabilityText).toMatch(threeFigures);
        }
      }
    },
  },
  {
    name: 'refuses a visitor’s draw, a malformed one, an unknown machine, and a fan without tickets',
    async run(server) {
      const [roses] = await machines(server);
      const input = (extra: object) => ({
        input: {
          clientMutationId: `draw-${JSON.stringify(extra).length}`,
          machineId: roses.id,
          pulls: 1,
          payment: 'TICKETS',
          ...extra,
        },
      });
      const visitor = await server.call(DRAW, input({}));
      expect(visitor.data.drawTreasureMachine.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      await joinAs(server, 'draws-contract-fan');
      const as = { as: 'draws-contract-fan' };
      const malformed = await server.call(DRAW, input({ pulls: 3 }), as);
      expect(malformed.data.drawTreasureMachine).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'pulls',
      });
      const unknown = await server.call(
        DRAW,
        input({ machineId: Buffer.from('TreasureMachine:987654').toString('base64') }),
        as,
      );
      expect(unknown.data.drawTreasureMachine.__typename).toBe('NotFoundError');
      const noTickets = await server.call(DRAW, input({ clientMutationId: 'no-tickets' }), as);
      expect(noTickets.data.drawTreasureMachine).toMatchObject({
        __typename: 'StaminaNotEnoughError',
        resource: 'TICKETS',
        required: 1,
        available: 0,
      });
      const history = await server.call(
        `{ viewer { treasureTicketBalance treasureDraws(first: 5) { edges { node { id } } } } }`,
        {},
        as,
      );
      expect(history.data).toEqual({
        viewer: { treasureTicketBalance: 0, treasureDraws: { edges: [] } },
      });
    },
  },
  {
    name: 'a fan without points cannot redeem; a fan cannot create a machine',
    async run(server) {
      const [roses] = await machines(server);
      const redeemable = roses.ranks
        .flatMap((rank) => rank.prizes)
        .find((prize) => prize.redeemPoints !== null);
      await joinAs(server, 'draws-contract-redeemer');
      const as = { as: 'draws-contract-redeemer' };
      const redeemed = await server.call(
        REDEEM,
        { input: { clientMutationId: 'redeem-1', prizeId: redeemable!.id } },
        as,
      );
      expect(redeemed.data.redeemGachaPoints).toMatchObject({
        __typename: 'LotteryError',
        lotteryReason: 'NOT_ENOUGH_POINTS',
      });
      const created = await server.call(
        `mutation ($input: CreateTreasureMachineInput!) { createTreasureMachine(input: $input) { __typename } }`,
        {
          input: {
            clientMutationId: 'create-1',
            nameJa: '薔薇',
            nameEn: 'Roses',
            descriptionJa: '説明',
            descriptionEn: 'About',
            imageUrl: '/images/draws/rose-night-machine.svg',
            kind: 'PROBABILITY',
            opensAt: '2026-11-22T00:00:00.000Z',
            singleCoinPrice: 100,
            ranks: [],
          },
        },
        as,
      );
      expect(created.data.createTreasureMachine.__typename).toBe('PermissionDeniedError');
      const editInput = {
        machineId: roses.id,
        nameJa: '薔薇',
        nameEn: 'Roses',
        descriptionJa: '説明',
        descriptionEn: 'About',
        imageUrl: '/images/draws/rose-night-machine.svg',
        opensAt: '2026-11-22T00:00:00.000Z',
        singleCoinPrice: 100,
        ranks: [],
      };
      const edit = `mutation ($input: UpdateTreasureMachineInput!) { updateTreasureMachine(input: $input) { __typename } }`;
      const edited = await server.call(
        edit,
        { input: { clientMutationId: 'edit-1', ...editInput } },
        as,
      );
      expect(edited.data.updateTreasureMachine.__typename).toBe('PermissionDeniedError');
      const visitor = await server.call(edit, {
        input: { clientMutationId: 'edit-2', ...editInput },
      });
      expect(visitor.data.updateTreasureMachine.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
]);
