// Mutation.postChatMessage: members post to a channel of the garden. Checks run before
// anything is written; the message and its receipt are written in one transaction;
// the event is published once, by the first call (a retry replays the stored result).
import { and, eq } from 'drizzle-orm';
import { MAX_MESSAGE_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { appendChatMessage } from './appendChatMessage';
import { chatTopic, toChatMessageAddedPayload } from './chatMessageAddedPayload';
import { messageCursor } from './messagePage';
import { channelMembers, type ChannelRow } from './tables';

async function findChannel(
  context: GraphQLContext,
  channelGlobalId: string,
): Promise<ChannelRow | null> {
  const channelId = dbIdOf(channelGlobalId, 'Channel');
  return channelId === null ? null : context.loaders.chat.channelById.load(channelId);
}

async function isMember(db: TenantScope, channelId: number, userId: number): Promise<boolean> {
  const rows = await db.selectFields(
    { userId: channelMembers.userId },
    channelMembers,
    and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)),
  );
  return rows.length > 0;
}

async function loadMessage(context: GraphQLContext, messageId: number) {
  const message = await context.loaders.chat.messageById.load(messageId);
  if (!message) throw new Error('A posted message could not be read back');
  return message;
}

export const postChatMessageResolvers: Resolvers = {
  Mutation: {
    postChatMessage: async (_parent, { input }, context) => {
      const { t, identity, tenantId, db } = context;
      const channel = await findChannel(context, input.channelId);
      if (!channel) return notFound(t);
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const body = cleanText(input.body, 'body');
      const lengthError = checkTextLength(t, 'body', body, MAX_MESSAGE_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, body)) return textModeration(t, 'body');

      const result = await runIdempotently<NotFoundResult | ShouldBeLoggedInOrSignedUpResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'postChatMessage',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Membership is checked inside the transaction that writes the message.
          if (!(await isMember(tx, channel.id, author.id))) {
            return { done: false, refusal: shouldBeLoggedInOrSignedUp(t) };
          }
          const message = await appendChatMessage(tx, {
            channelId: channel.id,
            authorId: author.id,
            body,
            clientMutationId: input.clientMutationId,
          });
          return { done: true, resultRef: String(message.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const message = await loadMessage(context, Number(result.resultRef));
      if (!result.replayed) {
        context.pubSub.publish(
          'chatMessageAdded',
          chatTopic(tenantId, channel.id),
          toChatMessageAddedPayload(tenantId, message, author, channel),
        );
      }
      return {
        __typename: 'PostChatMessagePayload',
        clientMutationId: input.clientMutationId,
        messageEdge: { cursor: messageCursor(message), node: message },
        channel,
      };
    },
  },
  PostChatMessageResult: {
    __resolveType: (result) => {
      if (!result.__typename) throw new Error('A PostChatMessageResult without __typename');
      return result.__typename;
    },
  },
};
