// CheckInStatus (Query.checkIn): the viewer's day, streak, total, points and calendar, with
// the garden's presents and exchange items; CheckInDay, CheckInPresent and CheckInStoreItem.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { invalidInput } from '../graphql/typedErrors';
import { toGlobalId } from '../graphql/globalId';
import { localized } from '../seo/siteMetadataOf';
import { viewerObjectId } from './viewerObjectId';
import { createGraphQLError } from 'graphql-yoga';
import { engagementClock } from './clock';
import {
  checkInPresentClaims,
  checkInPresents,
  checkIns,
  checkInStoreItems,
  type CheckInPresentRow,
} from './tables';
import { nextMonthStart, previousDay, tokyoDay, tokyoMonth } from './tokyoCalendar';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether the viewer reached a present's streak or total. */
export async function presentReached(present: CheckInPresentRow, context: GraphQLContext) {
  const { last, bestStreak } = await context.loaders.engagement.viewerCheckIns();
  return present.rule === 'STREAK'
    ? bestStreak >= present.threshold
    : (last?.total ?? 0) >= present.threshold;
}

async function presentClaimed(present: CheckInPresentRow, context: GraphQLContext) {
  const userId = await context.loaders.engagement.viewerId();
  if (userId === null) return false;
  const claims = await context.db.select(
    checkInPresentClaims,
    and(eq(checkInPresentClaims.userId, userId), eq(checkInPresentClaims.presentId, present.id)),
  );
  return claims.length > 0;
}

export const checkInStatusResolvers: Resolvers = {
  CheckInStatus: {
    id: (status) => viewerObjectId('CheckInStatus', status.userId),
    today: () => tokyoDay(engagementClock.now()),
    checkedInToday: async (_status, _args, context) =>
      (await context.loaders.engagement.viewerCheckIns()).last?.day ===
      tokyoDay(engagementClock.now()),
    streak: async (_status, _args, context) => {
      const { last } = await context.loaders.engagement.viewerCheckIns();
      const today = tokyoDay(engagementClock.now());
      // A streak lives while its last day is today or yesterday.
      return last && (last.day === today || last.day === previousDay(today)) ? last.streak : 0;
    },
    total: async (_status, _args, context) =>
      (await context.loaders.engagement.viewerCheckIns()).last?.total ?? 0,
    points: async (_status, _args, context) =>
      (await context.loaders.engagement.viewerCheckIns()).points,
    history: async (status, args, context) => {
      const month = args.month ?? tokyoMonth(engagementClock.now());
      if (!MONTH.test(month)) {
        const error = invalidInput(context.t, 'month', 'INVALID_FORMAT');
        throw createGraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      if (status.userId === null) return [];
      return context.db
        .select(
          checkIns,
          and(
            eq(checkIns.userId, status.userId),
            gte(checkIns.day, `${month}-01`),
            lt(checkIns.day, nextMonthStart(month)),
          ),
        )
        .orderBy(asc(checkIns.day));
    },
    presents: (_status, _args, context) =>
      context.db
        .select(checkInPresents)
        .orderBy(asc(checkInPresents.threshold), asc(checkInPresents.id)),
    storeItems: (_status, _args, context) =>
      context.db
        .select(checkInStoreItems)
        .orderBy(asc(checkInStoreItems.position), asc(checkInStoreItems.id)),
  },
  CheckInDay: {
    day: (row) => row.day,
    streak: (row) => row.streak,
    total: (row) => row.total,
    points: (row) => row.points,
  },
  CheckInPresent: {
    id: (present) => toGlobalId('CheckInPresent', present.id),
    title: (present, _args, context) => localized(present.title, context.language),
    description: (present, _args, context) => localized(present.description, context.language),
    imageUrl: (present) => present.imageUrl,
    rule: (present) => present.rule,
    threshold: (present) => present.threshold,
    rewards: (present) => present.rewards,
    status: async (present, _args, context) => {
      if (await presentClaimed(present, context)) return 'CLAIMED';
      return (await presentReached(present, context)) ? 'CLAIMABLE' : 'LOCKED';
    },
  },
  CheckInStoreItem: {
    id: (item) => toGlobalId('CheckInStoreItem', item.id),
    title: (item, _args, context) => localized(item.title, context.language),
    description: (item, _args, context) => localized(item.description, context.language),
    imageUrl: (item) => item.imageUrl,
    pricePoints: (item) => item.pricePoints,
    rewards: (item) => item.rewards,
  },
  Query: {
    checkIn: async (_parent, _args, context) => ({
      userId: await context.loaders.engagement.viewerId(),
    }),
  },
};
