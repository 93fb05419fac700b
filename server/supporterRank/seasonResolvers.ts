// SupporterSeason and what hangs off it: the viewer's standing, the leaderboard of the top 100
// (a fan who chose so appears as an anonymous supporter: no user, no name, no picture — the
// entry never leads to them), the ranks and the point rules; Query.supporterSeason.
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { engagementClock } from '../engagement/clock';
import { checkPageSize, offsetAfter, offsetPage } from '../graphql/cursor';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { localized } from '../seo/siteMetadataOf';
import { SUPPORTER_POINTS_PER_ACTIVITY, YEN_PER_SPENDING_POINT } from './pointRules';
import { rankProgress } from './standings';
import type { SupporterSeasonRow, SupporterStandingRow } from './tables';
import { activityKinds } from '../engagement/tables';

/** The leaderboard shows the top 100 fans. */
export const LEADERBOARD_SIZE = 100;

async function viewerId(context: GraphQLContext): Promise<number | null> {
  return (await context.loaders.community.viewerUser())?.id ?? null;
}

async function standingOf({ season, userId }: SupporterStandingRow, context: GraphQLContext) {
  const standings = await context.loaders.supporterRank.standings(season);
  const own = userId === null ? undefined : standings.find((row) => row.userId === userId);
  const points = own?.points ?? 0;
  return { points, position: own?.position ?? null, ...rankProgress(season.ranks, points) };
}

function phaseOf(season: SupporterSeasonRow) {
  const now = engagementClock.now().getTime();
  if (now < season.startsAt.getTime()) return 'UPCOMING' as const;
  return now < season.endsAt.getTime() ? ('OPEN' as const) : ('ENDED' as const);
}

export const seasonResolvers: Resolvers = {
  SupporterSeason: {
    id: (season) => toGlobalId('SupporterSeason', season.id),
    title: (season, _args, context) => localized(season.title, context.language),
    description: (season, _args, context) => localized(season.description, context.language),
    startsAt: (season) => season.startsAt,
    endsAt: (season) => season.endsAt,
    phase: (season) => phaseOf(season),
    countsSpending: (season) => season.countsSpending,
    yenPerSpendingPoint: () => YEN_PER_SPENDING_POINT,
    ranks: (season) => [...season.ranks].sort((a, b) => a.threshold - b.threshold),
    pointRules: () =>
      activityKinds
        .map((kind) => ({ kind, points: SUPPORTER_POINTS_PER_ACTIVITY[kind] }))
        .filter((rule) => rule.points > 0)
        .sort((a, b) => b.points - a.points),
    supporterCount: async (season, _args, context) =>
      (await context.loaders.supporterRank.standings(season)).length,
    rewardsGranted: (season) => season.rewardsGrantedAt !== null,
    viewerStanding: async (season, _args, context) => ({
      season,
      userId: await viewerId(context),
    }),
    leaderboard: async (season, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, LEADERBOARD_SIZE);
      const offset = offsetAfter(context.t, args.after);
      const top = (await context.loaders.supporterRank.standings(season)).slice(
        0,
        LEADERBOARD_SIZE,
      );
      const rows = top
        .slice(offset, offset + size + 1)
        .map((standing, index) => ({ season, ...standing, row: offset + index }));
      return offsetPage(rows, offset, size);
    },
  },
  SupporterStanding: {
    // One per fan and season; a visitor's copy has the numeric part 0 (never a fan).
    id: ({ season, userId }) =>
      Buffer.from(`SupporterStanding:${season.id}:${userId ?? 0}`, 'utf8').toString('base64'),
    points: async (row, _args, context) => (await standingOf(row, context)).points,
    rank: async (row, _args, context) => (await standingOf(row, context)).rank,
    nextRank: async (row, _args, context) => (await standingOf(row, context)).nextRank,
    pointsToNextRank: async (row, _args, context) =>
      (await standingOf(row, context)).pointsToNextRank,
    progress: async (row, _args, context) => (await standingOf(row, context)).progress,
    position: async (row, _args, context) => (await standingOf(row, context)).position,
    hiddenFromLeaderboard: (row, _args, context) =>
      row.userId === null
        ? false
        : context.loaders.supporterRank.hiddenFromLeaderboard.load(row.userId),
  },
  SupporterRank: {
    key: (rank) => rank.key,
    name: (rank, _args, context) => localized(rank.name, context.language),
    threshold: (rank) => rank.threshold,
    rewards: (rank) => rank.rewards,
  },
  SupporterLeaderboardEntry: {
    id: (entry) =>
      Buffer.from(`SupporterLeaderboardEntry:${entry.season.id}:${entry.row}`, 'utf8').toString(
        'base64',
      ),
    position: (entry) => entry.position,
    points: (entry) => entry.points,
    rank: (entry) => rankProgress(entry.season.ranks, entry.points).rank,
    anonymous: (entry, _args, context) =>
      context.loaders.supporterRank.hiddenFromLeaderboard.load(entry.userId),
    user: async (entry, _args, context) =>
      (await context.loaders.supporterRank.hiddenFromLeaderboard.load(entry.userId))
        ? null
        : context.loaders.community.userById.load(entry.userId),
    isViewer: async (entry, _args, context) => (await viewerId(context)) === entry.userId,
  },
  Query: {
    supporterSeason: async (_parent, args, context) => {
      if (args.id == null) return context.loaders.supporterRank.currentSeason();
      const id = dbIdOf(args.id, 'SupporterSeason');
      return id === null ? null : context.loaders.supporterRank.seasonById.load(id);
    },
  },
};
