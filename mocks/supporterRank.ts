// The mock of the supporter rank feature (server/supporterRank): the demo garden's season
// (server/supporterRank/demoSupporterRank.ts) with the mock garden's first fans on the
// leaderboard at the demo fans' points (the third one anonymous), a joined member's points
// from joining, and the fan's choice to appear anonymously. The answers' shapes and refusals
// are the server's (tests/contract/supporterRank.contract.ts).
import { demoSupporterRank } from '../server/supporterRank/demoSupporterRank';
import {
  SUPPORTER_POINTS_PER_ACTIVITY,
  YEN_PER_SPENDING_POINT,
} from '../server/supporterRank/pointRules';
import type { ActivityKind } from '../server/engagement/tables';
import type { StoredSupporterRank } from '../server/supporterRank/tables';
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

const DAY_MINUTES = 24 * 60;
const season = demoSupporterRank.seasons[0];
export const MOCK_SEASON_ID = mockGlobalId('SupporterSeason', 1);

const pointsOf = (kinds: Partial<Record<ActivityKind, number>>) =>
  Object.entries(kinds).reduce(
    (sum, [kind, times]) =>
      sum + SUPPORTER_POINTS_PER_ACTIVITY[kind as ActivityKind] * (times ?? 0),
    0,
  );

/** The demo fans' points, most first; the mock garden's n-th fan stands in for the n-th. */
const seededPoints = Object.values(demoSupporterRank.activity ?? {})
  .map(pointsOf)
  .sort((a, b) => b - a);
/** The seeded fans who appear anonymously (by their place among the seeded). */
const seededAnonymous = new Set(
  Object.entries(demoSupporterRank.activity ?? {})
    .map(([fan, kinds]) => ({ fan, points: pointsOf(kinds) }))
    .sort((a, b) => b.points - a.points)
    .flatMap((entry, index) => (demoSupporterRank.anonymous?.includes(entry.fan) ? [index] : [])),
);

function buildRank(locale: MockLocale, rank: StoredSupporterRank) {
  return {
    key: rank.key,
    name: rank.name[locale] ?? rank.name.ja ?? '',
    threshold: rank.threshold,
    rewards: rank.rewards.map((reward) => ({
      kind: reward.kind,
      amount: reward.amount,
      badge: null,
      card: null,
    })),
  };
}

function progressOf(locale: MockLocale, points: number) {
  const ranks = season.ranks;
  const rank = ranks.filter((candidate) => candidate.threshold <= points).at(-1) ?? null;
  const next = ranks.find((candidate) => candidate.threshold > points) ?? null;
  const base = rank?.threshold ?? 0;
  return {
    rank: rank && buildRank(locale, rank),
    nextRank: next && buildRank(locale, next),
    pointsToNextRank: next ? next.threshold - points : null,
    progress: next ? (points - base) / (next.threshold - base) : 1,
  };
}

/** The demo season as the mock shows it, with a visitor's standing. */
export function buildSupporterSeason(locale: MockLocale) {
  return {
    id: MOCK_SEASON_ID,
    title: season.title[locale] ?? '',
    description: season.description[locale] ?? '',
    startsAt: mockDateTime(-season.firstDayOffset * DAY_MINUTES),
    endsAt: mockDateTime(-(season.lastDayOffset + 1) * DAY_MINUTES),
    phase: 'OPEN',
    countsSpending: season.countsSpending,
    yenPerSpendingPoint: YEN_PER_SPENDING_POINT,
    ranks: season.ranks.map((rank) => buildRank(locale, rank)),
    pointRules: Object.entries(SUPPORTER_POINTS_PER_ACTIVITY)
      .map(([kind, points]) => ({ kind, points }))
      .filter((rule) => rule.points > 0)
      .sort((a, b) => b.points - a.points),
    supporterCount: seededPoints.length,
    rewardsGranted: false,
    viewerStanding: buildSupporterStanding(locale, 0, null),
  };
}

export function buildSupporterStanding(
  locale: MockLocale,
  points: number,
  position: number | null,
) {
  return {
    id: mockGlobalId('SupporterStanding', points),
    points,
    position,
    hiddenFromLeaderboard: false,
    ...progressOf(locale, points),
  };
}

type Input = { input: Record<string, unknown> & { clientMutationId: string } };

const supporterRankResolvers: MockFeature['resolvers'] = (garden) => {
  const hidden = new Set<string>();
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const fanKey = (index: number) => mockGlobalId('User', index + 1);
  /** Seeded fans, then joined members with their joining points. */
  const standings = (context: MockContext) => {
    const rows = seededPoints.map((points, index) => ({
      key: fanKey(index),
      points,
      anonymous: seededAnonymous.has(index),
    }));
    const own = member(context);
    if (own && !rows.some((row) => row.key === own))
      rows.push({
        key: own,
        points: SUPPORTER_POINTS_PER_ACTIVITY.COMMUNITY_REGISTRATION,
        anonymous: false,
      });
    return rows
      .map((row) => ({ ...row, anonymous: row.anonymous || hidden.has(row.key) }))
      .sort((a, b) => b.points - a.points)
      .map((row, index, all) => ({
        ...row,
        position: all.findIndex((other) => other.points === row.points) + 1 || index + 1,
      }));
  };
  const seasonOf = (context: MockContext) => {
    const { language } = context;
    const rows = standings(context);
    const own = rows.find((row) => row.key === member(context));
    return {
      ...buildSupporterSeason(language),
      supporterCount: rows.length,
      viewerStanding: {
        ...buildSupporterStanding(language, own?.points ?? 0, own?.position ?? null),
        id: mockGlobalId('SupporterStanding', own ? rows.indexOf(own) + 1 : 0),
        hiddenFromLeaderboard: own ? hidden.has(own.key) : false,
      },
      leaderboard: rows.map((row, index) => ({
        id: mockGlobalId('SupporterLeaderboardEntry', index + 1),
        position: row.position,
        points: row.points,
        rank: progressOf(language, row.points).rank,
        anonymous: row.anonymous,
        isViewer: row.key === member(context),
        user: row.anonymous ? null : garden.ref('User', row.key),
      })),
    };
  };
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
      supporterSeason: (_root: unknown, { id }: { id?: string | null }, context: MockContext) =>
        id == null || id === MOCK_SEASON_ID ? seasonOf(context) : null,
    },
    SupporterSeason: {
      leaderboard: (
        season: { leaderboard: unknown[] },
        { first, after }: { first?: number | null; after?: string | null },
      ) => {
        const size = first ?? 20;
        const start = after
          ? season.leaderboard.findIndex(
              (_entry, index) => mockCursor('SupporterLeaderboardEntry', index) === after,
            ) + 1
          : 0;
        const page = season.leaderboard.slice(start, start + size);
        const edges = page.map((node, offset) => ({
          cursor: mockCursor('SupporterLeaderboardEntry', start + offset),
          node,
        }));
        return {
          edges,
          pageInfo: {
            hasNextPage: start + size < season.leaderboard.length,
            hasPreviousPage: start > 0,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    Mutation: {
      setSupporterLeaderboardVisibility: (
        _root: unknown,
        { input }: Input,
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        if (input.seasonId !== MOCK_SEASON_ID) return notFound(context.language);
        return garden.once(
          context.viewerUid!,
          'setSupporterLeaderboardVisibility',
          input.clientMutationId,
          () => {
            if (input.hidden) hidden.add(key);
            else hidden.delete(key);
            return {
              __typename: 'SetSupporterLeaderboardVisibilityPayload',
              clientMutationId: input.clientMutationId,
              season: seasonOf(context),
            };
          },
        );
      },
      createSupporterSeason: (_root: unknown, _args: Input, context: MockContext) =>
        operatorRefusal(context) ?? {
          __typename: 'InvalidInputError',
          message: errorMessage(context.language, 'errors.invalidInput.invalidFormat', {
            field: errorMessage(context.language, 'errors.field.input'),
            limit: '',
          }),
          field: 'firstDay',
          reason: 'INVALID_FORMAT',
          limit: null,
        },
      updateSupporterSeason: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.seasonId === MOCK_SEASON_ID
          ? {
              __typename: 'SupporterSeasonEndedError',
              message: errorMessage(context.language, 'errors.supporterSeasonEnded'),
            }
          : notFound(context.language)),
    },
  };
};

export const supporterRankMock: MockFeature = {
  builders: (locale) => ({
    SupporterSeason: () => buildSupporterSeason(locale),
    SupporterStanding: () => buildSupporterStanding(locale, 0, null),
    SupporterRank: (index) => buildRank(locale, season.ranks[(index - 1) % season.ranks.length]),
    SupporterPointRule: (index) => {
      const rules = Object.entries(SUPPORTER_POINTS_PER_ACTIVITY);
      const [kind, points] = rules[(index - 1) % rules.length];
      return { kind, points };
    },
    SupporterLeaderboardEntry: (index) => ({
      id: mockGlobalId('SupporterLeaderboardEntry', index),
      position: index,
      points: seededPoints[index - 1] ?? 0,
      rank: null,
      anonymous: false,
      isViewer: false,
    }),
    ...edgeBuilders({ SupporterLeaderboardEdge: 'SupporterLeaderboardEntry' }),
    SupporterSeasonEndedError: () => ({
      message: errorMessage(locale, 'errors.supporterSeasonEnded'),
    }),
    ...payloadBuilders(
      'SetSupporterLeaderboardVisibilityPayload',
      'CreateSupporterSeasonPayload',
      'UpdateSupporterSeasonPayload',
    ),
  }),
  resolvers: supporterRankResolvers,
};
