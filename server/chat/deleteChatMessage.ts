// Mutation.deleteChatMessage: a fan deletes their own message, and the garden's operators
// and moderators any message. The row stays, so the
// channel's order and the replies quoting it hold, but its text and reactions are gone
// and it reads as a tombstone.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { publishChatMessageUpdated } from './chatMessageUpdated';
import { canDeleteMessage, findMessage, notTheAuthor, reloadMessage } from './messageAccess';
import { chatMessages, chatReactions } from './tables';

/**
 * Empties a message and its reactions, keeping the row as a tombstone. False when it is
 * gone or already deleted. The caller publishes the change once the transaction is done.
 */
export async function tombstoneMessage(tx: TenantScope, messageId: number): Promise<boolean> {
  const [row] = await tx.select(chatMessages, eq(chatMessages.id, messageId)).for('update');
  if (!row || row.deletedAt) return false;
  await tx.delete(chatReactions, eq(chatReactions.messageId, messageId));
  await tx.update(
    chatMessages,
    { body: '', deletedAt: new Date() },
    eq(chatMessages.id, messageId),
  );
  return true;
}

export const deleteChatMessageResolvers: Resolvers = {
  Mutation: {
    deleteChatMessage: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const fan = await context.loaders.community.viewerUser();
      if (!identity || !fan) return shouldBeLoggedInOrSignedUp(t);
      const target = await findMessage(context, input.messageId);
      if (!target) return notFound(t);
      if (!canDeleteMessage(fan, target)) return notTheAuthor(t);

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'deleteChatMessage',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) =>
          (await tombstoneMessage(tx, target.id))
            ? { done: true, resultRef: String(target.id) }
            : { done: false, refusal: notFound(t) },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const message = await reloadMessage(context, target.id);
      if (!result.replayed) publishChatMessageUpdated(context, message);
      return {
        __typename: 'DeleteChatMessagePayload',
        clientMutationId: input.clientMutationId,
        chatMessage: message,
      };
    },
  },
  DeleteChatMessageResult: { __resolveType: resolveResultType },
};
