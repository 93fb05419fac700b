// Subscription.officialPostAdded: the official account's new posts, live, for an open
// timeline's "N new posts". The event names the post only; each subscriber reads it
// through fresh loaders, so a members-only post never reaches a visitor.
import { filter, pipe } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { untilAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';

/** Plain JSON, so that it survives Redis. */
export interface OfficialPostAddedPayload {
  tenantId: string;
  postId: number;
}

/** The topic of a garden's official posts. */
export function officialPostsTopic(tenantId: string): string {
  return `${tenantId}:official-posts`;
}

/** Tells the garden's open timelines about a new official post (after it committed). */
export function publishOfficialPostAdded(context: GraphQLContext, postId: number): void {
  context.pubSub.publish('officialPostAdded', officialPostsTopic(context.tenantId), {
    tenantId: context.tenantId,
    postId,
  });
}

export const officialPostAddedResolvers: Resolvers = {
  Subscription: {
    officialPostAdded: {
      subscribe: (_parent, _args, context) =>
        pipe(
          untilAccountBlocked(
            context,
            context.pubSub.subscribe('officialPostAdded', officialPostsTopic(context.tenantId)),
          ),
          filter(async (payload: OfficialPostAddedPayload) => {
            if (payload.tenantId !== context.tenantId) return false;
            context.renewLoaders();
            return (await context.loaders.posts.postById.load(payload.postId)) !== null;
          }),
        ),
      resolve: async (
        payload: OfficialPostAddedPayload,
        _args: unknown,
        context: GraphQLContext,
      ) => {
        const post = await context.loaders.posts.postById.load(payload.postId);
        if (!post) throw new Error('A new official post is missing');
        return { post };
      },
    },
  },
};
