// Mutation.deleteChatMessage: a fan deletes their own message, and the garden's operators
// and moderators any message. The row stays, so the
// channel's order and the replies quoting it hold, but its text and reactions are gone
// and it reads as a tombstone.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
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
        async (tx) => {
          const [row] = await tx.select(chatMessages, eq(chatMessages.id, target.id)).for('update');
          if (!row || row.deletedAt) return { done: false, refusal: notFound(t) };
          await tx.delete(chatReactions, eq(chatReactions.messageId, target.id));
          await tx.update(
            chatMessages,
            { body: '', deletedAt: new Date() },
            eq(chatMessages.id, target.id),
          );
          return { done: true, resultRef: String(target.id) };
        },
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
