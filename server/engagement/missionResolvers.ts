// Mission and Query.missions: the garden's active missions in the operator's order, each with
// the viewer's progress in the period that holds "now" (Asia/Tokyo).
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { checkPageSize, decodeCursor, encodeCursor, pageOf } from '../graphql/cursor';
import { toGlobalId } from '../graphql/globalId';
import { localized } from '../seo/siteMetadataOf';
import { engagementClock } from './clock';
import { missionPeriodKey, periodEnd } from './missionPeriods';
import { missions, type MissionRow } from './tables';

export const MAX_MISSIONS_PER_PAGE = 100;

async function viewerProgress(mission: MissionRow, context: GraphQLContext) {
  const periodKey = missionPeriodKey(mission.period, engagementClock.now());
  const row = await context.loaders.engagement.viewerProgress.load(`${mission.id}|${periodKey}`);
  return { count: row?.count ?? 0, claimed: row?.claimed ?? false };
}

/** A page of the garden's active missions, ordered by (position, id). */
export async function readMissionPage(
  context: GraphQLContext,
  args: { first?: number | null; after?: string | null },
) {
  const size = checkPageSize(context.t, args.first ?? 20, MAX_MISSIONS_PER_PAGE);
  // Ordered by (position, id); the cursor is the id, the row's position read back.
  const afterId = args.after ? decodeCursor(context.t, 'missionId', args.after) : null;
  const after = afterId ? await context.loaders.engagement.missionById.load(afterId) : null;
  const rows = await context.db
    .select(
      missions,
      and(
        eq(missions.active, true),
        after
          ? or(
              gt(missions.position, after.position),
              and(eq(missions.position, after.position), gt(missions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(missions.position), asc(missions.id))
    .limit(size + 1);
  return pageOf(rows, size, (node) => encodeCursor('missionId', node.id), after !== null);
}

export const missionResolvers: Resolvers = {
  Mission: {
    id: (mission) => toGlobalId('Mission', mission.id),
    kind: (mission) => mission.kind,
    title: (mission, _args, context) => localized(mission.title, context.language),
    description: (mission, _args, context) => localized(mission.description, context.language),
    period: (mission) => mission.period,
    targetCount: (mission) => mission.targetCount,
    rewards: (mission) => mission.rewards,
    progress: async (mission, _args, context) =>
      Math.min((await viewerProgress(mission, context)).count, mission.targetCount),
    claimed: async (mission, _args, context) => (await viewerProgress(mission, context)).claimed,
    claimable: async (mission, _args, context) => {
      const { count, claimed } = await viewerProgress(mission, context);
      return !claimed && count >= mission.targetCount;
    },
    resetsAt: (mission) => periodEnd(mission.period, engagementClock.now()),
  },
  Query: {
    missions: (_parent, args, context) => readMissionPage(context, args),
  },
};
