// Mutation.editChatMessage: a fan replaces the text of their own message, under the
// same text rules as posting. A deleted message is not found; another fan's is refused.
import { eq } from 'drizzle-orm';
import { MAX_MESSAGE_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { publishChatMessageUpdated } from './chatMessageUpdated';
import { findMessage, notTheAuthor, reloadMessage } from './messageAccess';
import { chatMessages } from './tables';

export const editChatMessageResolvers: Resolvers = {
  Mutation: {
    editChatMessage: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const fan = await context.loaders.community.viewerUser();
      if (!identity || !fan) return shouldBeLoggedInOrSignedUp(t);
      const target = await findMessage(context, input.messageId);
      if (!target || target.deletedAt) return notFound(t);
      if (target.authorId !== fan.id) return notTheAuthor(t);
      const body = cleanText(input.body, 'body');
      const lengthError = checkTextLength(t, 'body', body, MAX_MESSAGE_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, body)) return textModeration(t, 'body');

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'editChatMessage',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Deleted in the meantime: a tombstone is never brought back by an edit.
          const [row] = await tx.select(chatMessages, eq(chatMessages.id, target.id)).for('update');
          if (!row || row.deletedAt) return { done: false, refusal: notFound(t) };
          await tx.update(
            chatMessages,
            { body, editedAt: new Date() },
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
        __typename: 'EditChatMessagePayload',
        clientMutationId: input.clientMutationId,
        chatMessage: message,
      };
    },
  },
  EditChatMessageResult: { __resolveType: resolveResultType },
};
