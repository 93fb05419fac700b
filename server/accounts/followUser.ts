// Mutation.followUser and Mutation.unfollowUser. Both are idempotent twice over: a retry
// with the same clientMutationId replays the first result, and following someone already
// followed (or unfollowing someone not followed) changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type InvalidInputResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { follows } from './tables';
import { emitActivity } from '../engagement/activityLog';

function cannotFollowYourself(context: GraphQLContext): InvalidInputResult {
  return {
    __typename: 'InvalidInputError',
    message: context.t('errors.cannotFollowYourself'),
    field: 'userId',
    reason: 'INVALID_FORMAT',
    limit: null,
  };
}

async function changeFollow(
  context: GraphQLContext,
  mutation: 'followUser' | 'unfollowUser',
  input: { clientMutationId: string; userId: string },
) {
  const { t, identity, db } = context;
  const viewer = await context.loaders.community.viewerUser();
  if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
  const followeeId = dbIdOf(input.userId, 'User');
  const followee =
    followeeId === null ? null : await context.loaders.community.userById.load(followeeId);
  if (!followee) return notFound(t);
  if (followee.id === viewer.id) return cannotFollowYourself(context);

  const result = await runIdempotently<never>(
    db,
    { actor: identity.uid, mutation, clientMutationId: input.clientMutationId, input },
    async (tx) => {
      const pair = and(eq(follows.followerId, viewer.id), eq(follows.followeeId, followee.id));
      if (mutation === 'followUser') {
        await tx
          .insert(follows, { followerId: viewer.id, followeeId: followee.id })
          .onConflictDoNothing();
        // Once per pair: unfollowing and following again counts nothing more.
        await emitActivity(tx, {
          userId: viewer.id,
          kind: 'USER_FOLLOW',
          sourceKey: `follow:${viewer.id}:${followee.id}`,
        });
      } else {
        await tx.delete(follows, pair);
      }
      return { done: true, resultRef: String(followee.id) };
    },
  );
  if ('reused' in result) return clientMutationIdReused(t);
  if ('refusal' in result) return result.refusal;
  // Counts and viewerIsFollowing were possibly read already in this request.
  context.renewLoaders();
  const [user, viewerUser] = await Promise.all([
    context.loaders.community.userById.load(Number(result.resultRef)),
    context.loaders.community.userById.load(viewer.id),
  ]);
  if (!user || !viewerUser) throw new Error('A fan of a follow could not be read back');
  return { clientMutationId: input.clientMutationId, user, viewerUser } satisfies {
    clientMutationId: string;
    user: UserRow;
    viewerUser: UserRow;
  };
}

export const followUserResolvers: Resolvers = {
  Mutation: {
    followUser: async (_parent, { input }, context) => {
      const result = await changeFollow(context, 'followUser', input);
      return '__typename' in result ? result : { __typename: 'FollowUserPayload', ...result };
    },
    unfollowUser: async (_parent, { input }, context) => {
      const result = await changeFollow(context, 'unfollowUser', input);
      return '__typename' in result ? result : { __typename: 'UnfollowUserPayload', ...result };
    },
  },
  FollowUserResult: { __resolveType: resolveResultType },
  UnfollowUserResult: { __resolveType: resolveResultType },
};
