// The mock of community coins (server/coins): a member's balance and history, the
// operators' bulk grant (kept per fan in the mock's state) and the prepaid report.
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  shouldSignUp,
} from './gardenBuilders';
import { errorMessage } from './errorMessages';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

const movementLabels: Record<MockLocale, string[]> = {
  ja: ['デイリーチェックイン', 'コインパック 1,200', 'トレジャーマシン 10連', 'ミッション達成報酬'],
  en: ['Daily check-in', 'Coin pack 1,200', 'Treasure machine ×10', 'Mission reward'],
};
const movementChanges: [kind: string, paid: number, free: number][] = [
  ['GRANT', 0, 10],
  ['PURCHASE', 1200, 0],
  ['SPEND', -850, -150],
  ['GRANT', 0, 50],
];

function buildCoinMovement(locale: MockLocale, index: number) {
  const [kind, paidChange, freeChange] = movementChanges[(index - 1) % movementChanges.length];
  return {
    id: mockGlobalId('CoinMovement', index),
    kind,
    label: movementLabels[locale][(index - 1) % movementLabels[locale].length],
    paidChange,
    freeChange,
    createdAt: mockDateTime(index * 60 * 24),
  };
}

const MAX_GRANT_AMOUNT = 100_000;
const MAX_GRANT_RECIPIENTS = 100;

interface GrantInput {
  clientMutationId: string;
  userIds: string[];
  amount: number;
  expiresInDays?: number | null;
}

const coinsResolvers: MockFeature['resolvers'] = (garden) => {
  /** Free coins granted in this mock session, by member key. */
  const granted = new Map<string, number>();
  const operatorRefusal = ({ viewerUid, language }: MockContext) => {
    const key = garden.memberUserKey(viewerUid);
    if (!key) return shouldSignUp(language);
    if (garden.store.get('User', key, 'role') !== 'OPERATOR')
      return { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
    return null;
  };
  return {
    Viewer: {
      coinBalance: (_viewer: unknown, _args: unknown, { viewerUid }: MockContext) => {
        const key = garden.memberUserKey(viewerUid);
        if (!key) return null;
        const free = 350 + (granted.get(key) ?? 0);
        return { paid: 1200, free, total: 1200 + free, nextFreeExpiry: null };
      },
      coinHistory: (
        _viewer: unknown,
        args: { first?: number | null },
        { viewerUid, language }: MockContext,
      ) => {
        const size = garden.memberUserKey(viewerUid) ? Math.min(args.first ?? 20, 4) : 0;
        const edges = Array.from({ length: size }, (_, index) => ({
          cursor: mockCursor('CoinMovement', index + 1),
          node: buildCoinMovement(language, index + 1),
        }));
        return {
          edges,
          pageInfo: {
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    Query: {
      prepaidBalanceReport: (
        _root: unknown,
        { baseDate }: { baseDate: string },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        if (!/^\d{4}-(03-31|09-30)$/.test(baseDate))
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'baseDate', 'INVALID_FORMAT', null),
          };
        return {
          __typename: 'PrepaidBalanceReport',
          baseDate,
          unusedPaidCoins: 3_480_000,
          unusedValueYen: 3_480_000,
          notificationThresholdYen: 10_000_000,
          exceedsThreshold: false,
          securityDepositYen: 0,
          holderCount: 2_140,
        };
      },
    },
    Mutation: {
      grantFreeCoins: (_root: unknown, { input }: { input: GrantInput }, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const { language } = context;
        const invalid = (field: 'userIds' | 'amount', limit: number) => ({
          __typename: 'InvalidInputError',
          ...buildInvalidInputError(language, field, 'INVALID_FORMAT', limit),
        });
        if (input.userIds.length === 0 || input.userIds.length > MAX_GRANT_RECIPIENTS)
          return invalid('userIds', MAX_GRANT_RECIPIENTS);
        if (input.amount < 1 || input.amount > MAX_GRANT_AMOUNT)
          return invalid('amount', MAX_GRANT_AMOUNT);
        if (!input.userIds.every((id) => garden.isUser(id)))
          return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
        const fans = [...new Set(input.userIds)];
        garden.once(context.viewerUid!, 'grantFreeCoins', input.clientMutationId, () => {
          for (const id of fans) granted.set(id, (granted.get(id) ?? 0) + input.amount);
        });
        return {
          __typename: 'GrantFreeCoinsPayload',
          clientMutationId: input.clientMutationId,
          grantedCount: fans.length,
        };
      },
    },
  };
};

export const coinsMock: MockFeature = {
  builders: (locale) => ({
    CoinBalance: () => ({ paid: 1200, free: 350, total: 1550, nextFreeExpiry: null }),
    CoinExpiry: () => ({ amount: 50, expiresAt: mockDateTime(-60 * 24 * 14) }),
    CoinMovement: (index) => buildCoinMovement(locale, index),
    StaminaNotEnoughError: () => ({
      message: errorMessage(locale, 'errors.staminaNotEnough.COINS', {
        required: 300,
        available: 120,
      }),
      resource: 'COINS',
      required: 300,
      available: 120,
    }),
    CoinMovementEdge: (index) => ({ cursor: mockCursor('CoinMovement', index) }),
    PrepaidBalanceReport: () => ({
      baseDate: '2026-09-30',
      unusedPaidCoins: 3_480_000,
      unusedValueYen: 3_480_000,
      notificationThresholdYen: 10_000_000,
      exceedsThreshold: false,
      securityDepositYen: 0,
      holderCount: 2_140,
    }),
    GrantFreeCoinsPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      grantedCount: 1,
    }),
  }),
  resolvers: coinsResolvers,
};
