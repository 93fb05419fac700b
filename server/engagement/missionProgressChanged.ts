// Subscription.missionProgressChanged: the viewer's missions whose count moved, live, so the
// progress bars of an open mission list fill as the fan takes part elsewhere (another tab, the
// app). Events go on the fan's own topic; each is read through fresh loaders, as the fan sees
// the missions now.
import { createGraphQLError, filter, pipe } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { untilAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';
import type { MissionRow } from './tables';

/** Plain JSON, so that it survives Redis. */
export interface MissionProgressChangedPayload {
  tenantId: string;
  userId: number;
  missionIds: number[];
  /** Those whose target this very action reached. */
  reachedMissionIds: number[];
}

/** The topic of one fan's mission progress in one garden. */
export function fanMissionsTopic(tenantId: string, userId: number): string {
  return `${tenantId}:missions:${userId}`;
}

export const missionProgressChangedResolvers: Resolvers = {
  Subscription: {
    missionProgressChanged: {
      subscribe: async (_parent, _args, context) => {
        const viewer = await context.loaders.community.viewerUser();
        if (!viewer) {
          throw createGraphQLError(context.t('errors.shouldBeLoggedInOrSignedUp'), {
            extensions: { code: 'UNAUTHENTICATED' },
          });
        }
        return untilAccountBlocked(
          context,
          pipe(
            context.pubSub.subscribe(
              'missionProgressChanged',
              fanMissionsTopic(context.tenantId, viewer.id),
            ),
            filter(
              (payload: MissionProgressChangedPayload) =>
                payload.tenantId === context.tenantId && payload.userId === viewer.id,
            ),
          ),
        );
      },
      resolve: async (
        payload: MissionProgressChangedPayload,
        _args: unknown,
        context: GraphQLContext,
      ) => {
        context.renewLoaders();
        const found = await Promise.all(
          payload.missionIds.map((id) => context.loaders.engagement.missionById.load(id)),
        );
        // A mission the operator ended since is no longer the fan's to follow.
        const missions = found.filter((mission): mission is MissionRow => mission?.active === true);
        return {
          missions,
          reached: missions.filter((mission) => payload.reachedMissionIds.includes(mission.id)),
        };
      },
    },
  },
};
