// Operator actions on the garden's fans: give a role (official staff, moderators, other
// operators) and block an account. Both are operator-only and refuse acting on oneself, so
// a garden cannot lose its last operator or lock its operator out by a slip.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { endBlockedAccountStreams, markAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  type InvalidInputResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { OPERATOR_ROLES, requireRole } from './roles';
import { users, type UserRow } from './tables';

/** The fan an operator acts on, or the typed error that says why not. */
async function targetMember(
  context: GraphQLContext,
  userGlobalId: string,
): Promise<{ target: UserRow } | { error: ReturnType<typeof notFound> | InvalidInputResult }> {
  const userId = dbIdOf(userGlobalId, 'User');
  const target = userId === null ? null : await context.loaders.community.userById.load(userId);
  if (!target) return { error: notFound(context.t) };
  if (target.authUid === context.identity?.uid) {
    return {
      error: {
        ...invalidInput(context.t, 'userId', 'INVALID_FORMAT'),
        message: context.t('errors.ownRole'),
      },
    };
  }
  return { target };
}

export const memberAdministrationResolvers: Resolvers = {
  Mutation: {
    setMemberRole: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const found = await targetMember(context, input.userId);
      if ('error' in found) return found.error;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'setMemberRole',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.update(users, { role: input.role }, eq(users.id, found.target.id));
          return { done: true, resultRef: String(found.target.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const user = await context.loaders.community.userById.load(Number(result.resultRef));
      if (!user) throw new Error('The fan whose role was set could not be read back');
      return { __typename: 'SetMemberRolePayload', clientMutationId: input.clientMutationId, user };
    },
    blockMember: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const found = await targetMember(context, input.userId);
      if ('error' in found) return found.error;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'blockMember',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await markAccountBlocked(tx, found.target.authUid);
          return { done: true, resultRef: String(found.target.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      if (!result.replayed) {
        endBlockedAccountStreams(context.pubSub, {
          tenantId: context.tenantId,
          authUid: found.target.authUid,
        });
      }
      context.renewLoaders();
      const user = await context.loaders.community.userById.load(Number(result.resultRef));
      if (!user) throw new Error('The blocked fan could not be read back');
      return { __typename: 'BlockMemberPayload', clientMutationId: input.clientMutationId, user };
    },
  },
  SetMemberRoleResult: { __resolveType: resolveResultType },
  BlockMemberResult: { __resolveType: resolveResultType },
};
