// The mock of what fans do with chat messages (server/chat: setChatMessageReaction,
// editChatMessage, deleteChatMessage, markChannelRead, chatMessageUpdated): reactions per
// emoji, edits and tombstones, read positions and unread counts, with the server's rules.
import type { Ref } from '@graphql-tools/mock';
import { GraphQLError } from 'graphql';
import { MAX_MESSAGE_LENGTH } from '../common/limits';
import {
  buildChatMessageReaction,
  buildInvalidInputError,
  buildNotFoundError,
  shouldSignUp,
} from './gardenBuilders';
import { errorMessage } from './errorMessages';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { checkText } from './mockServerResolvers';

/** The server's rule (server/chat/reactionEmoji.ts): one pictographic grapheme. */
const pictograph = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
function isReactionEmoji(text: string): boolean {
  return (
    text.length > 0 &&
    text.length <= 16 &&
    [...graphemes.segment(text)].length === 1 &&
    pictograph.test(text)
  );
}

interface MessageInput {
  clientMutationId: string;
  messageId: string;
}

const notFound = (language: MockLocale) => ({
  __typename: 'NotFoundError',
  ...buildNotFoundError(language),
});

const notTheAuthor = (language: MockLocale) => ({
  __typename: 'PermissionDeniedError',
  message: errorMessage(language, 'errors.notTheAuthor'),
});

const chatMessageActionsResolvers: MockFeature['resolvers'] = (garden, pubSub) => {
  const { store } = garden;
  /** Who reacted with which emoji, per message key, in the order they first did. */
  const reactions = new Map<string, Map<string, Set<string>>>();
  /** The index of the newest message each fan has read, per "user key|channel key". */
  const readPositions = new Map<string, number>();

  const isMessage = (id: string) =>
    garden.channelKeys.some((channel) => garden.channelMessages(channel).includes(id));
  const field = (key: string, name: string) => store.get('ChatMessage', key, name);
  const authorKey = (key: string) => (field(key, 'author') as Ref).$ref.key;
  const channelKey = (key: string) => (field(key, 'channel') as Ref).$ref.key;
  const isDeleted = (key: string) => field(key, 'isDeleted') === true;
  const canDelete = (viewerKey: string | null, key: string) =>
    viewerKey !== null &&
    (authorKey(key) === viewerKey ||
      ['OPERATOR', 'MODERATOR'].includes(store.get('User', viewerKey, 'role') as string));
  const publishUpdate = (key: string) =>
    pubSub.publish('chatMessageUpdated', channelKey(key), {
      message: garden.ref('ChatMessage', key),
    });

  /** The server's unread count: messages of others after the read position (else joining). */
  const unreadCount = (channel: string, viewerKey: string | null) => {
    if (!viewerKey || !garden.mayReadMessages(channel, viewerKey)) return 0;
    const messages = garden.channelMessages(channel);
    const readIndex = readPositions.get(`${viewerKey}|${channel}`);
    const joinedAt = Date.parse(store.get('User', viewerKey, 'joinedAt') as string);
    return messages.filter(
      (key, index) =>
        (readIndex === undefined
          ? Date.parse(field(key, 'createdAt') as string) > joinedAt
          : index > readIndex) &&
        authorKey(key) !== viewerKey &&
        !isDeleted(key),
    ).length;
  };

  return {
    ChatMessage: {
      reactions: (parent: Ref, _args, { viewerUid }: MockContext) => {
        if (isDeleted(parent.$ref.key)) return [];
        const viewerKey = garden.memberUserKey(viewerUid);
        const byEmoji = reactions.get(parent.$ref.key) ?? new Map<string, Set<string>>();
        return [...byEmoji]
          .filter(([, fans]) => fans.size > 0)
          .map(([emoji, fans]) => ({
            emoji,
            count: fans.size,
            viewerHasReacted: viewerKey !== null && fans.has(viewerKey),
          }))
          .sort((a, b) => b.count - a.count);
      },
      viewerCanEdit: (parent: Ref, _args, { viewerUid }: MockContext) =>
        !isDeleted(parent.$ref.key) &&
        authorKey(parent.$ref.key) === garden.memberUserKey(viewerUid),
      viewerCanDelete: (parent: Ref, _args, { viewerUid }: MockContext) =>
        !isDeleted(parent.$ref.key) && canDelete(garden.memberUserKey(viewerUid), parent.$ref.key),
    },
    Channel: {
      viewerUnreadCount: (parent: Ref, _args, { viewerUid }: MockContext) =>
        unreadCount(parent.$ref.key, garden.memberUserKey(viewerUid)),
    },
    Viewer: {
      unreadPrivateChannelCount: (_viewer, _args, { viewerUid }: MockContext) => {
        const viewerKey = garden.memberUserKey(viewerUid);
        return garden
          .privateChannelKeys()
          .filter(
            (key) =>
              viewerKey !== null &&
              garden.privateMembers(key)?.has(viewerKey) &&
              unreadCount(key, viewerKey) > 0,
          ).length;
      },
    },
    Mutation: {
      setChatMessageReaction: (
        _root,
        { input }: { input: MessageInput & { emoji: string; reacted: boolean } },
        { viewerUid, language }: MockContext,
      ) => {
        if (!isMessage(input.messageId) || isDeleted(input.messageId)) return notFound(language);
        const viewerKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !viewerKey) return shouldSignUp(language);
        if (!isReactionEmoji(input.emoji))
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(language, 'emoji', 'INVALID_FORMAT', null),
          };
        garden.once(viewerUid, 'setChatMessageReaction', input.clientMutationId, () => {
          const byEmoji = reactions.get(input.messageId) ?? new Map<string, Set<string>>();
          reactions.set(input.messageId, byEmoji);
          const fans = byEmoji.get(input.emoji) ?? new Set<string>();
          byEmoji.set(input.emoji, fans);
          const had = fans.has(viewerKey);
          if (input.reacted) fans.add(viewerKey);
          else fans.delete(viewerKey);
          if (had !== input.reacted) publishUpdate(input.messageId);
        });
        return {
          __typename: 'SetChatMessageReactionPayload',
          clientMutationId: input.clientMutationId,
          chatMessage: garden.ref('ChatMessage', input.messageId),
        };
      },
      editChatMessage: (
        _root,
        { input }: { input: MessageInput & { body: string } },
        { viewerUid, language }: MockContext,
      ) => {
        const viewerKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !viewerKey) return shouldSignUp(language);
        if (!isMessage(input.messageId) || isDeleted(input.messageId)) return notFound(language);
        if (authorKey(input.messageId) !== viewerKey) return notTheAuthor(language);
        const body = input.body.trim();
        const refusal = checkText(language, 'body', body, MAX_MESSAGE_LENGTH);
        if (refusal) return refusal;
        garden.once(viewerUid, 'editChatMessage', input.clientMutationId, () => {
          store.set('ChatMessage', input.messageId, {
            body,
            editedAt: new Date().toISOString(),
          });
          publishUpdate(input.messageId);
        });
        return {
          __typename: 'EditChatMessagePayload',
          clientMutationId: input.clientMutationId,
          chatMessage: garden.ref('ChatMessage', input.messageId),
        };
      },
      deleteChatMessage: (
        _root,
        { input }: { input: MessageInput },
        { viewerUid, language }: MockContext,
      ) => {
        const viewerKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !viewerKey) return shouldSignUp(language);
        if (!isMessage(input.messageId)) return notFound(language);
        if (!canDelete(viewerKey, input.messageId)) return notTheAuthor(language);
        const done = garden.once(viewerUid, 'deleteChatMessage', input.clientMutationId, () => {
          if (isDeleted(input.messageId)) return false;
          store.set('ChatMessage', input.messageId, { isDeleted: true, body: '' });
          reactions.delete(input.messageId);
          publishUpdate(input.messageId);
          return true;
        });
        if (!done) return notFound(language);
        return {
          __typename: 'DeleteChatMessagePayload',
          clientMutationId: input.clientMutationId,
          chatMessage: garden.ref('ChatMessage', input.messageId),
        };
      },
      markChannelRead: (
        _root,
        { input }: { input: MessageInput },
        { viewerUid, language }: MockContext,
      ) => {
        if (!isMessage(input.messageId)) return notFound(language);
        const viewerKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !viewerKey) return shouldSignUp(language);
        const channel = channelKey(input.messageId);
        const index = garden.channelMessages(channel).indexOf(input.messageId);
        const key = `${viewerKey}|${channel}`;
        // Only forwards, as on the server.
        readPositions.set(key, Math.max(readPositions.get(key) ?? -1, index));
        return {
          __typename: 'MarkChannelReadPayload',
          clientMutationId: input.clientMutationId,
          channel: garden.ref('Channel', channel),
        };
      },
    },
    Subscription: {
      chatMessageUpdated: {
        subscribe: (_root, { channelId }: { channelId: string }, { language }: MockContext) => {
          if (!garden.isChannel(channelId)) {
            throw new GraphQLError(buildNotFoundError(language).message, {
              extensions: { code: 'NOT_FOUND' },
            });
          }
          return pubSub.subscribe('chatMessageUpdated', channelId);
        },
        resolve: (event: { message: Ref }) => event,
      },
    },
  };
};

export const chatMessageActionsMock: MockFeature = {
  builders: () => ({
    ChatMessageReaction: (index) => buildChatMessageReaction(index),
    SetChatMessageReactionPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    EditChatMessagePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    DeleteChatMessagePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    MarkChannelReadPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
  }),
  resolvers: chatMessageActionsResolvers,
};
