// The fan's timeline preferences (Viewer.timelinePreferences, Mutation.setTimelinePreferences):
// which sources the home timeline (feeds.ts) shows.
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import {
  clientMutationIdReused,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { timelinePreferencesOf } from './feeds';
import { timelinePreferences } from './tables';

export const timelinePreferencesResolvers: Resolvers = {
  Viewer: {
    timelinePreferences: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? timelinePreferencesOf(context, viewer.id) : null;
    },
  },
  Mutation: {
    setTimelinePreferences: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const chosen = {
        showOfficialPosts: input.showOfficialPosts,
        showFollowedPosts: input.showFollowedPosts,
        showOwnPosts: input.showOwnPosts,
        showTopicPosts: input.showTopicPosts,
      };
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'setTimelinePreferences',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx
            .insert(timelinePreferences, { userId: viewer.id, ...chosen })
            .onConflictDoUpdate({
              target: [timelinePreferences.tenantId, timelinePreferences.userId],
              set: { ...chosen, updatedAt: new Date() },
            });
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'SetTimelinePreferencesPayload',
        clientMutationId: input.clientMutationId,
        viewer: {},
      };
    },
  },
  SetTimelinePreferencesResult: { __resolveType: resolveResultType },
};
