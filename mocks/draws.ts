// The mock of the draws feature (server/draws): the demo garden's two treasure machines
// with their published odds (computed by the same common/draws code as the server), the
// viewer's (empty) history and tickets, and the server's typed errors for draws a fresh
// fan cannot pay for.
import type { Ref } from '@graphql-tools/mock';
import { probabilityOdds, formatPercent, boxOdds } from '../common/draws/odds';
import type { DrawTable } from '../common/draws/drawTable';
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';

type Text = Record<MockLocale, string>;

interface MockPrize {
  name: Text;
  image: string;
  kind: 'COIN' | 'REAL_GOODS';
  weight: number;
  stock: number | null;
  redeemPoints: number | null;
  duplicatePoints: number | null;
}

interface MockMachine {
  name: Text;
  description: Text;
  image: string;
  kind: 'PROBABILITY' | 'STOCK';
  singleCoinPrice: number;
  tenCoinPrice: number;
  pity: { rank: number; threshold: number } | null;
  ranks: { code: string; name: Text; weight: number; prizes: MockPrize[] }[];
}

const prize = (
  ja: string,
  en: string,
  image: string,
  weight: number,
  extra: Partial<MockPrize> = {},
): MockPrize => ({
  name: { ja, en },
  image: `/images/draws/${image}.svg`,
  kind: 'REAL_GOODS',
  weight,
  stock: null,
  redeemPoints: null,
  duplicatePoints: null,
  ...extra,
});

const MACHINES: MockMachine[] = [
  {
    name: { ja: '薔薇夜会ガチャ', en: 'Night of Roses Treasure Machine' },
    description: {
      ja: '魔王子の城で開かれる薔薇の夜会の描き下ろしグッズ。50回以内にS賞確定。',
      en: 'Newly drawn goods from the rose soirée. An S prize within 50 pulls.',
    },
    image: '/images/draws/rose-night-machine.svg',
    kind: 'PROBABILITY',
    singleCoinPrice: 150,
    tenCoinPrice: 1500,
    pity: { rank: 0, threshold: 50 },
    ranks: [
      {
        code: 'S',
        name: { ja: 'S賞', en: 'S prize' },
        weight: 30,
        prizes: [
          prize('魔王子 アクリルスタンド', 'Demon Prince acrylic stand', 'prince-acrylic', 1, {
            redeemPoints: 1500,
          }),
          prize('人形 アクリルスタンド', 'Puppet acrylic stand', 'puppet-acrylic', 1, {
            redeemPoints: 1500,
          }),
        ],
      },
      {
        code: 'A',
        name: { ja: 'A賞', en: 'A prize' },
        weight: 170,
        prizes: [
          prize('薔薇庭園 B2タペストリー', 'Rose garden B2 tapestry', 'rose-tapestry', 1, {
            duplicatePoints: 60,
          }),
        ],
      },
      {
        code: 'B',
        name: { ja: 'B賞', en: 'B prize' },
        weight: 800,
        prizes: [
          prize('城の鍵 チャーム', 'Castle key charm', 'castle-key-charm', 1, {
            duplicatePoints: 15,
          }),
          prize('50コイン', '50 coins', 'coins-50', 1, { kind: 'COIN' }),
        ],
      },
    ],
  },
  {
    name: { ja: '人形の宝箱 BOXガチャ', en: 'The Puppet’s Treasure Box' },
    description: {
      ja: '全100個入りのBOX。残り数はいつでも確認できます。',
      en: 'A box of 100 prizes; what is left is always shown.',
    },
    image: '/images/draws/puppet-box-machine.svg',
    kind: 'STOCK',
    singleCoinPrice: 200,
    tenCoinPrice: 2000,
    pity: null,
    ranks: [
      {
        code: 'A',
        name: { ja: 'A賞', en: 'A prize' },
        weight: 0,
        prizes: [
          prize('人形 アクリルスタンド', 'Puppet acrylic stand', 'puppet-acrylic', 1, { stock: 2 }),
        ],
      },
      {
        code: 'B',
        name: { ja: 'B賞', en: 'B prize' },
        weight: 0,
        prizes: [
          prize('お茶会 ポストカード', 'Tea party postcard', 'tea-party-postcard', 1, {
            stock: 28,
          }),
        ],
      },
      {
        code: 'C',
        name: { ja: 'C賞', en: 'C prize' },
        weight: 0,
        prizes: [prize('50コイン', '50 coins', 'coins-50', 1, { kind: 'COIN', stock: 70 })],
      },
    ],
  },
];

/** Ranks and prizes numbered across machines, as ids: rank r of machine m is m*100+r. */
const tableOf = (machine: MockMachine, m: number): DrawTable => ({
  ranks: machine.ranks.map((rank, r) => ({
    id: m * 100 + r,
    weight: rank.weight,
    items: rank.prizes.map((entry, p) => ({ id: m * 1000 + r * 10 + p, weight: entry.weight })),
  })),
});

function oddsOf(machine: MockMachine, m: number) {
  const table = tableOf(machine, m);
  if (machine.kind === 'PROBABILITY') return probabilityOdds(table);
  const remaining = new Map(
    machine.ranks.flatMap((rank, r) =>
      rank.prizes.map((entry, p) => [m * 1000 + r * 10 + p, entry.stock ?? 0] as const),
    ),
  );
  return boxOdds(table, remaining);
}

function buildMachine(locale: MockLocale, m: number) {
  const machine = MACHINES[m];
  const odds = oddsOf(machine, m);
  const box = machine.ranks
    .flatMap((rank) => rank.prizes)
    .reduce((n, entry) => n + (entry.stock ?? 0), 0);
  const ranks = machine.ranks.map((rank, r) => ({
    id: mockGlobalId('TreasureMachineRank', m * 100 + r + 1),
    code: rank.code,
    name: rank.name[locale],
    weight: rank.weight,
    probability: odds[r].probability,
    probabilityText: formatPercent(odds[r].probability),
    prizes: rank.prizes.map((entry, p) => {
      const probability = odds[r].items[p].probability;
      return {
        id: mockGlobalId('TreasureMachinePrize', m * 1000 + r * 10 + p + 1),
        name: entry.name[locale],
        description: '',
        imageUrl: entry.image,
        kind: entry.kind,
        coinAmount: entry.kind === 'COIN' ? 50 : null,
        rankCode: rank.code,
        weight: entry.weight,
        probability,
        probabilityText: formatPercent(probability),
        stock: entry.stock,
        remaining: entry.stock,
        redeemPoints: entry.redeemPoints,
        duplicatePoints: entry.duplicatePoints,
        viewerExpectedPulls: probability > 0 ? 1 / probability : null,
        viewerExpectedCoins:
          probability > 0 ? Math.round(machine.singleCoinPrice / probability) : null,
        viewerOwnedCount: 0,
      };
    }),
  }));
  return {
    id: mockGlobalId('TreasureMachine', m + 1),
    name: machine.name[locale],
    description: machine.description[locale],
    imageUrl: machine.image,
    lotteryKind: machine.kind,
    status: 'OPEN',
    opensAt: mockDateTime(3 * 24 * 60),
    closesAt: mockDateTime(-27 * 24 * 60),
    singleCoinPrice: machine.singleCoinPrice,
    tenCoinPrice: machine.tenCoinPrice,
    paidCoinsOnly: false,
    ticketPrice: 1,
    pity: machine.pity
      ? { rank: ranks[machine.pity.rank], threshold: machine.pity.threshold }
      : null,
    pointsPerPaidPull: 10,
    ranks,
    offers: [],
    boxSize: box,
    boxRemaining: box,
    currentSeed: {
      id: mockGlobalId('TreasureMachineSeed', m + 1),
      commitment: 'a3f1c2'.repeat(10) + 'beef',
      serverSeed: null,
      revealedAt: null,
      createdAt: mockDateTime(3 * 24 * 60),
    },
    revealedSeeds: [],
  };
}

const machineIndex = (id: string) =>
  MACHINES.findIndex((_m, m) => mockGlobalId('TreasureMachine', m + 1) === id);
const prizeOf = (locale: MockLocale, id: string) =>
  MACHINES.flatMap((_machine, m) =>
    buildMachine(locale, m).ranks.flatMap((rank) => rank.prizes),
  ).find((entry) => entry.id === id);

const draws: MockFeature['resolvers'] = (garden: MockGarden) => {
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const machineRef = (m: number) =>
    garden.ref('TreasureMachine', mockGlobalId('TreasureMachine', m + 1));
  MACHINES.forEach((_machine, m) =>
    garden.store.set('TreasureMachine', mockGlobalId('TreasureMachine', m + 1), {}),
  );
  const field =
    <K extends keyof ReturnType<typeof buildMachine>>(name: K) =>
    (parent: Ref, _args: unknown, context: MockContext) =>
      buildMachine(context.language, machineIndex(parent.$ref.key))[name];
  const operatorRefusal = (context: MockContext) => {
    const key = member(context);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(context.language) };
  };
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });
  return {
    Query: {
      treasureMachines: () => ({
        edges: MACHINES.map((_machine, m) => ({
          cursor: mockCursor('offset', m),
          node: machineRef(m),
        })),
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: mockCursor('offset', 0),
          endCursor: mockCursor('offset', MACHINES.length - 1),
        },
      }),
    },
    Viewer: {
      treasureDraws: () => ({
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      }),
      treasureTicketBalance: () => 0,
      // The mock garden's fans have drawn nothing, so none has a delivery.
      realGoodsDeliveries: () => ({
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      }),
      treasurePullsAwaitingDelivery: () => ({
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      }),
    },
    TreasureMachine: {
      id: (parent: Ref) => parent.$ref.key,
      name: field('name'),
      description: field('description'),
      imageUrl: field('imageUrl'),
      lotteryKind: field('lotteryKind'),
      status: field('status'),
      opensAt: field('opensAt'),
      closesAt: field('closesAt'),
      singleCoinPrice: field('singleCoinPrice'),
      tenCoinPrice: field('tenCoinPrice'),
      paidCoinsOnly: field('paidCoinsOnly'),
      ticketPrice: field('ticketPrice'),
      pity: field('pity'),
      pointsPerPaidPull: field('pointsPerPaidPull'),
      ranks: field('ranks'),
      offers: field('offers'),
      boxSize: field('boxSize'),
      boxRemaining: field('boxRemaining'),
      currentSeed: field('currentSeed'),
      revealedSeeds: field('revealedSeeds'),
      viewerState: (_parent: Ref, _args: unknown, context: MockContext) =>
        member(context)
          ? {
              clientSeed: 'mock-client-seed',
              nonce: 0,
              pityCount: 0,
              pullsToPity: 50,
              points: 0,
              ticketBalance: 0,
            }
          : null,
    },
    Mutation: {
      drawTreasureMachine: (
        _root,
        { input }: { input: { machineId: string; pulls: number; payment: string } },
        context: MockContext,
      ) => {
        if (!member(context)) return shouldSignUp(context.language);
        if (input.pulls !== 1 && input.pulls !== 10)
          return {
            __typename: 'InvalidInputError',
            message: errorMessage(context.language, 'errors.invalidInput.invalidFormat', {
              field: errorMessage(context.language, 'errors.field.input'),
              limit: '',
            }),
            field: 'pulls',
            reason: 'INVALID_FORMAT',
            limit: null,
          };
        const m = machineIndex(input.machineId);
        if (m < 0) return notFound(context.language);
        // A fresh fan holds neither coins nor tickets in the mock garden.
        const required =
          input.payment === 'TICKETS'
            ? input.pulls
            : input.pulls === 1
              ? MACHINES[m].singleCoinPrice
              : MACHINES[m].tenCoinPrice;
        return {
          __typename: 'StaminaNotEnoughError',
          message: errorMessage(
            context.language,
            input.payment === 'TICKETS'
              ? 'errors.staminaNotEnough.TICKETS'
              : 'errors.staminaNotEnough.COINS',
            { required, available: 0 },
          ),
          resource: input.payment === 'TICKETS' ? 'TICKETS' : 'COINS',
          required,
          available: 0,
        };
      },
      setTreasureClientSeed: (
        _root,
        { input }: { input: { clientMutationId: string; machineId: string } },
        context: MockContext,
      ) => {
        if (!member(context)) return shouldSignUp(context.language);
        const m = machineIndex(input.machineId);
        if (m < 0) return notFound(context.language);
        return {
          __typename: 'SetTreasureClientSeedPayload',
          clientMutationId: input.clientMutationId,
          machine: machineRef(m),
        };
      },
      // The mock garden's fans have drawn nothing, so no pull of theirs can be sent.
      requestTreasurePrizeDelivery: (_root, _args, context: MockContext) =>
        member(context) ? notFound(context.language) : shouldSignUp(context.language),
      convertTreasurePullToPoints: (_root, _args, context: MockContext) =>
        member(context) ? notFound(context.language) : shouldSignUp(context.language),
      redeemGachaPoints: (
        _root,
        { input }: { input: { prizeId: string } },
        context: MockContext,
      ) => {
        if (!member(context)) return shouldSignUp(context.language);
        const found = prizeOf(context.language, input.prizeId);
        if (!found) return notFound(context.language);
        if (found.redeemPoints === null)
          return {
            __typename: 'LotteryError',
            lotteryReason: 'NOT_REDEEMABLE',
            remaining: null,
            message: errorMessage(context.language, 'errors.draws.notRedeemable'),
          };
        return {
          __typename: 'LotteryError',
          lotteryReason: 'NOT_ENOUGH_POINTS',
          remaining: null,
          message: errorMessage(context.language, 'errors.draws.notEnoughPoints', {
            required: found.redeemPoints,
            available: 0,
          }),
        };
      },
      createTreasureMachine: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? {
          __typename: 'CreateTreasureMachinePayload',
          clientMutationId: 'mock',
          machine: machineRef(0),
        },
      updateTreasureMachine: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? {
          __typename: 'UpdateTreasureMachinePayload',
          clientMutationId: 'mock',
          machine: machineRef(0),
        },
      setTreasureMachineStatus: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? {
          __typename: 'SetTreasureMachineStatusPayload',
          clientMutationId: 'mock',
          machine: machineRef(0),
        },
      rotateTreasureMachineSeed: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? {
          __typename: 'RotateTreasureMachineSeedPayload',
          clientMutationId: 'mock',
          machine: machineRef(0),
        },
      grantTreasureTickets: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
      dryRunTreasureMachine: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
      markRealGoodsDeliveryShipped: (_root, _args, context: MockContext) =>
        operatorRefusal(context) ?? notFound(context.language),
    },
  };
};

export const drawsMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders(
      'DrawTreasureMachinePayload',
      'SetTreasureClientSeedPayload',
      'ConvertTreasurePullToPointsPayload',
      'RedeemGachaPointsPayload',
      'RequestTreasurePrizeDeliveryPayload',
      'CreateTreasureMachinePayload',
      'UpdateTreasureMachinePayload',
      'SetTreasureMachineStatusPayload',
      'RotateTreasureMachineSeedPayload',
      'GrantTreasureTicketsPayload',
      'DryRunTreasureMachinePayload',
      'MarkRealGoodsDeliveryShippedPayload',
    ),
    ...edgeBuilders({
      TreasureMachineEdge: 'TreasureMachine',
      TreasureDrawEdge: 'TreasureDraw',
      TreasurePullEdge: 'TreasurePull',
      RealGoodsDeliveryEdge: 'RealGoodsDelivery',
    }),
    RealGoodsDelivery: (index) => {
      const shipped = index % 2 === 0;
      return {
        id: mockGlobalId('RealGoodsDelivery', index),
        status: shipped ? 'SHIPPED' : 'REQUESTED',
        requestedAt: mockDateTime(60 * 24 * (index + 3)),
        shippedAt: shipped ? mockDateTime(60 * 24 * index) : null,
        carrier: shipped ? 'YAMATO' : null,
        trackingNumber: shipped ? `4321000${String(index).padStart(5, '0')}` : null,
      };
    },
    TreasureMachinePity: () => ({ threshold: 50 }),
    TreasureMachineRank: (index) => ({
      id: mockGlobalId('TreasureMachineRank', index),
      code: ['S', 'A', 'B'][(index - 1) % 3],
      name: ['S', 'A', 'B'][(index - 1) % 3],
      weight: [3, 17, 80][(index - 1) % 3],
      probability: [0.03, 0.17, 0.8][(index - 1) % 3],
      probabilityText: ['3.00%', '17.0%', '80.0%'][(index - 1) % 3],
    }),
    TreasureMachineSeed: (index) => ({
      id: mockGlobalId('TreasureMachineSeed', index),
      commitment: '9f2c7e1b4a0d6c3e8b5f2a7d1c4e9b6a3f0d8c5e2b7a4f1d6c9e3b0a5f8d2c7e',
      serverSeed: null,
      revealedAt: null,
      createdAt: mockDateTime(60 * 24 * 3),
    }),
    TreasureMachine: (index) => buildMachine(locale, (index - 1) % MACHINES.length),
    TreasureMachinePrize: (index) => buildMachine(locale, 0).ranks[0].prizes[(index - 1) % 2],
    TreasureMachineViewerState: () => ({
      clientSeed: 'mock-client-seed',
      nonce: 0,
      pityCount: 0,
      pullsToPity: 50,
      points: 0,
      ticketBalance: 0,
    }),
    TreasureMachineOffer: (index) => ({
      id: mockGlobalId('TreasureMachineOffer', index),
      pulls: 10,
      coinPrice: 750,
      label: locale === 'ja' ? '初回限定 10連半額' : 'First ten-draw at half price',
      perFanLimit: 1,
      viewerRemaining: 1,
    }),
    TreasureDraw: (index) => ({
      id: mockGlobalId('TreasureDraw', index),
      payment: 'COINS',
      price: 1500,
      createdAt: mockDateTime(index * 5),
    }),
    TreasurePull: (index) => ({
      id: mockGlobalId('TreasurePull', index),
      position: 0,
      isPity: false,
      isDuplicate: false,
      convertedToPoints: false,
      delivery: 'AWAITING_ADDRESS',
      realGoodsDelivery: null,
      clientSeed: 'mock-client-seed',
      nonce: index,
      pityCountBefore: 0,
      boxPosition: null,
    }),
    TreasureDryRunRow: () => ({
      configured: 0.03,
      configuredText: '3.00%',
      observed: 0.0301,
      observedText: '3.01%',
      count: 3010,
    }),
    LotteryError: () => ({
      message: errorMessage(locale, 'errors.draws.closed'),
      lotteryReason: 'CLOSED',
      remaining: null,
    }),
    LotteryMaintenanceError: () => ({ message: errorMessage(locale, 'errors.draws.maintenance') }),
    CompleteGachaProhibitedError: () => ({
      message: errorMessage(locale, 'errors.draws.completeGacha'),
    }),
    TreasureMachineLockedError: () => ({
      message: errorMessage(locale, 'errors.draws.contentsLocked'),
      treasureMachineLock: 'CONTENTS',
    }),
  }),
  resolvers: draws,
};
