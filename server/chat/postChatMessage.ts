// Mutation.postChatMessage: members post to a channel of the garden. Checks run before
// anything is written; the message and its receipt are written in one transaction;
// the event is published once, by the first call (a retry replays the stored result).
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import type { Database } from '../db/database';
import { runIdempotently } from '../db/idempotency';
import { channelMembers, channels, chatMessages, type ChannelRow } from '../db/schema';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import {
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { chatTopic } from '../pubsub/gardenPubSub';
import { toChatMessageAddedPayload } from './chatMessageAddedPayload';
import { messageCursor } from './messagePage';

export const MAX_MESSAGE_LENGTH = 1000;

async function findChannel(
  db: Database,
  tenantId: string,
  channelGlobalId: string,
): Promise<ChannelRow | null> {
  const channelId = dbIdOf(channelGlobalId, 'Channel');
  if (channelId === null) return null;
  const [channel] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.tenantId, tenantId), eq(channels.id, channelId)));
  return channel ?? null;
}

async function isMember(
  db: Database,
  tenantId: string,
  channelId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.tenantId, tenantId),
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.userId, userId),
      ),
    );
  return rows.length > 0;
}

async function loadMessage(context: GraphQLContext, messageId: number) {
  const [message] = await context.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.tenantId, context.tenantId), eq(chatMessages.id, messageId)));
  if (!message) throw new Error('A posted message could not be read back');
  return message;
}

export const postChatMessageResolvers: Resolvers = {
  Mutation: {
    postChatMessage: async (_parent, { input }, context) => {
      const { t, identity, tenantId, db } = context;
      const channel = await findChannel(db, tenantId, input.channelId);
      if (!channel) return notFound(t);
      const author = await context.loaders.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const body = input.body.trim();
      const lengthError = checkTextLength(t, 'body', body, MAX_MESSAGE_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, tenantId, body)) return textModeration(t, 'body');

      const result = await runIdempotently<NotFoundResult | ShouldBeLoggedInOrSignedUpResult>(
        db,
        {
          tenantId,
          actor: identity.uid,
          mutation: 'postChatMessage',
          clientMutationId: input.clientMutationId,
        },
        async (tx) => {
          // Membership is checked inside the transaction that writes the message.
          if (!(await isMember(tx, tenantId, channel.id, author.id))) {
            return { done: false, refusal: shouldBeLoggedInOrSignedUp(t) };
          }
          const [message] = await tx
            .insert(chatMessages)
            .values({ tenantId, channelId: channel.id, authorId: author.id, body })
            .returning();
          return { done: true, resultRef: String(message.id) };
        },
      );
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
