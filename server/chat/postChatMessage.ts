// Mutation.postChatMessage: members post to a channel of the garden. Checks run before
// anything is written; the message and its receipt are written in one transaction;
// the event is published once, by the first call (a retry replays the stored result).
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
  type ShouldBeLoggedInOrSignedUpResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { appendChatMessage } from './appendChatMessage';
import { chatTopic, toChatMessageAddedPayload } from './chatMessageAddedPayload';
import { messageCursor } from './messagePage';
import { findChannel, findMessage, isMember, reloadMessage } from './messageAccess';
import { emitActivity } from '../engagement/activityLog';
import { membershipRequired } from '../subscriptions/membershipErrors';
import { scheduleChatMessagePush } from '../notifications/chatPush';
import { wakeBackgroundWork } from '../platform/backgroundWork';
import {
  channelRequestPending,
  inBlockWithAny,
  mayPostInPrivate,
  otherMemberIds,
  publishPrivateChannelUpdated,
  userBlocked,
  type ChannelRequestPendingResult,
  type UserBlockedResult,
} from './privateChannelAccess';

export const postChatMessageResolvers: Resolvers = {
  Mutation: {
    postChatMessage: async (_parent, { input }, context) => {
      const { t, identity, tenantId, db } = context;
      const channel = await findChannel(context, input.channelId);
      if (!channel) return notFound(t);
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      if (!(await context.loaders.chat.viewerMayRead(channel)))
        return membershipRequired(t, 'LIMITED_CHAT');
      const body = cleanText(input.body, 'body');
      const lengthError = checkTextLength(t, 'body', body, MAX_MESSAGE_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, body)) return textModeration(t, 'body');
      // A reply answers a message of the same channel; anything else is not found.
      let replyToId: number | null = null;
      if (input.replyToMessageId != null) {
        const target = await findMessage(context, input.replyToMessageId);
        if (!target || target.channelId !== channel.id) return notFound(t);
        replyToId = target.id;
      }

      const result = await runIdempotently<
        | NotFoundResult
        | ShouldBeLoggedInOrSignedUpResult
        | ChannelRequestPendingResult
        | UserBlockedResult
      >(
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
          if (channel.isPrivate) {
            const others = await otherMemberIds(tx, channel.id, author.id);
            if (await inBlockWithAny(tx, author.id, others)) {
              return { done: false, refusal: userBlocked(t) };
            }
            if (!(await mayPostInPrivate(tx, channel.id, author.id))) {
              return { done: false, refusal: channelRequestPending(t) };
            }
          }
          const message = await appendChatMessage(tx, {
            channelId: channel.id,
            authorId: author.id,
            body,
            replyToId,
            clientMutationId: input.clientMutationId,
          });
          // A push to the fans it concerns, sent by the background work once this commits.
          if (channel.isPrivate || replyToId !== null)
            await scheduleChatMessagePush(tx, message.id);
          await emitActivity(tx, {
            userId: author.id,
            kind: 'CHAT_ROOM_POST',
            sourceKey: `chat:${message.id}`,
          });
          return { done: true, resultRef: String(message.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const message = await reloadMessage(context, Number(result.resultRef));
      if (!result.replayed) {
        if (channel.isPrivate || replyToId !== null) wakeBackgroundWork();
        context.pubSub.publish(
          'chatMessageAdded',
          chatTopic(tenantId, channel.id),
          toChatMessageAddedPayload(tenantId, message, author, channel),
        );
        if (channel.isPrivate) {
          const members = await context.loaders.chat.membersByChannelId.load(channel.id);
          publishPrivateChannelUpdated(
            context,
            channel.id,
            members.map((member) => member.userId),
          );
        }
      }
      return {
        __typename: 'PostChatMessagePayload',
        clientMutationId: input.clientMutationId,
        messageEdge: { cursor: messageCursor(message), node: message },
        channel,
      };
    },
  },
  PostChatMessageResult: { __resolveType: resolveResultType },
};
