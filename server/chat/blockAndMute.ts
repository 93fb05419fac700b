// Mutation.setUserBlocked and Mutation.setUserMuted: a fan blocks or mutes another, for
// themselves only. Setting the state a fan already has changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import { userBlocks, userMutes } from './tables';

/** The viewer and another fan of this garden, or the typed error that stops the action. */
async function viewerAndOther(
  context: GraphQLContext,
  userGlobalId: string,
): Promise<
  | { viewer: UserRow; other: UserRow; uid: string }
  | { refusal: NotFoundResult | ShouldBeLoggedInOrSignedUpResult }
> {
  const viewer = await context.loaders.community.viewerUser();
  if (!context.identity || !viewer) return { refusal: shouldBeLoggedInOrSignedUp(context.t) };
  const otherId = dbIdOf(userGlobalId, 'User');
  const other = otherId === null ? null : await context.loaders.community.userById.load(otherId);
  if (!other || other.id === viewer.id) return { refusal: notFound(context.t) };
  return { viewer, other, uid: context.identity.uid };
}

async function setRelation(
  context: GraphQLContext,
  mutation: 'setUserBlocked' | 'setUserMuted',
  input: { clientMutationId: string; userId: string },
  on: boolean,
  write: (tx: TenantScope, viewerId: number, otherId: number, on: boolean) => Promise<void>,
) {
  const found = await viewerAndOther(context, input.userId);
  if ('refusal' in found) return found.refusal;
  const result = await runIdempotently<never>(
    context.db,
    { actor: found.uid, mutation, clientMutationId: input.clientMutationId, input },
    async (tx) => {
      await write(tx, found.viewer.id, found.other.id, on);
      return { done: true, resultRef: String(found.other.id) };
    },
  );
  if ('reused' in result) return clientMutationIdReused(context.t);
  context.renewLoaders();
  return { clientMutationId: input.clientMutationId, user: found.other };
}

export const blockAndMuteResolvers: Resolvers = {
  Mutation: {
    setUserBlocked: async (_parent, { input }, context) => {
      const result = await setRelation(
        context,
        'setUserBlocked',
        input,
        input.blocked,
        async (tx, blockerId, blockedId, on) => {
          if (on) await tx.insert(userBlocks, { blockerId, blockedId }).onConflictDoNothing();
          else
            await tx.delete(
              userBlocks,
              and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)),
            );
        },
      );
      return 'user' in result ? { __typename: 'SetUserBlockedPayload', ...result } : result;
    },
    setUserMuted: async (_parent, { input }, context) => {
      const result = await setRelation(
        context,
        'setUserMuted',
        input,
        input.muted,
        async (tx, muterId, mutedId, on) => {
          if (on) await tx.insert(userMutes, { muterId, mutedId }).onConflictDoNothing();
          else
            await tx.delete(
              userMutes,
              and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)),
            );
        },
      );
      return 'user' in result ? { __typename: 'SetUserMutedPayload', ...result } : result;
    },
  },
  SetUserBlockedResult: { __resolveType: resolveResultType },
  SetUserMutedResult: { __resolveType: resolveResultType },
};
