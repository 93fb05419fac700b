// The mock server's own resolvers, layered over the MockStore: language-aware
// names, per-viewer fields, pagination, and the stateful mutations and live events.
// Everything not listed here is answered straight from the MockStore.

import type { Ref } from '@graphql-tools/mock';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import type { PubSub } from 'graphql-yoga';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildShouldBeLoggedInOrSignedUpError,
  buildTextModerationError,
  mockCursor,
  type InputField,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import { fromGlobalId } from './globalId';
import type { MockContext } from './mockContext';
import type { MockGarden, MockMessage } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';

export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_DISPLAY_NAME_LENGTH = 30;
const MAX_MESSAGES_PAGE = 100;
const MAX_CHANNELS_PAGE = 100;

/** Words the mock garden refuses, so TextModerationError can be tried by hand. */
export const mockBannedWords = ['ngワード', 'badword'];

export interface ChatMessageAddedEvent {
  messageEdge: { cursor: string; node: Ref };
  channel: Ref;
}

export type MockPubSub = PubSub<{
  chatMessageAdded: [channelKey: string, event: ChatMessageAddedEvent];
}>;

const nodeTypes = new Set(['Community', 'Channel', 'ChatMessage', 'User']);

function keyOf(parent: Ref): string {
  return parent.$ref.key;
}

function isBanned(text: string): boolean {
  const normalised = text.normalize('NFKC').toLowerCase();
  return mockBannedWords.some((word) => normalised.includes(word));
}

/** The server's text rules: trimmed, counted in code points, then moderated. */
function checkText(language: MockLocale, field: InputField, trimmed: string, max: number) {
  const length = [...trimmed].length;
  if (length === 0)
    return {
      __typename: 'InvalidInputError',
      ...buildInvalidInputError(language, field, 'REQUIRED', 1),
    };
  if (length > max)
    return {
      __typename: 'InvalidInputError',
      ...buildInvalidInputError(language, field, 'TOO_LONG', max),
    };
  if (isBanned(trimmed))
    return { __typename: 'TextModerationError', ...buildTextModerationError(language, field) };
  return null;
}

function shouldSignUp(language: MockLocale) {
  return {
    __typename: 'ShouldBeLoggedInOrSignedUpError',
    ...buildShouldBeLoggedInOrSignedUpError(language),
  };
}

export function createMockServerResolvers(
  garden: MockGarden,
  pubSub: MockPubSub,
): IResolvers<unknown, MockContext> {
  const { store } = garden;

  const nodeRef = (id: string): Ref | null => {
    const decoded = fromGlobalId(id);
    if (!decoded || !nodeTypes.has(decoded.typeName) || !store.has(decoded.typeName, id))
      return null;
    return garden.ref(decoded.typeName, id);
  };

  const messageEdge = (message: MockMessage) => ({
    cursor: garden.messageCursor(message),
    node: garden.ref('ChatMessage', message.key),
  });

  const channelPage = (channelKeys: string[], args: PageArgs, language: MockLocale) => {
    const page = paginate(
      channelKeys,
      (key) => mockCursor('Channel', garden.channelKeys.indexOf(key) + 1),
      args,
      {
        locale: language,
        max: MAX_CHANNELS_PAGE,
        defaultPage: { first: 20 },
      },
    );
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('Channel', edge.node) })),
    };
  };

  const viewerUser = (context: MockContext) => {
    const key = garden.memberUserKey(context.viewerUid);
    return key ? garden.ref('User', key) : null;
  };

  return {
    Query: {
      viewer: () => ({}),
      community: () => garden.ref('Community', garden.communityKey),
      node: (_root, { id }: { id: string }) => nodeRef(id),
      nodes: (_root, { ids }: { ids: string[] }) => ids.map(nodeRef),
    },
    Viewer: {
      isSignedIn: (_viewer, _args, context) => context.viewerUid !== null,
      user: (_viewer, _args, context) => viewerUser(context),
      joinedCommunity: (_viewer, _args, context) =>
        viewerUser(context) ? garden.ref('Community', garden.communityKey) : null,
      joinedChannels: (_viewer, args: PageArgs, context) =>
        channelPage(
          garden.channelKeys.filter((key) => garden.hasJoinedChannel(context.viewerUid, key)),
          args,
          context.language,
        ),
    },
    Community: {
      name: (parent: Ref, _args, context) =>
        garden.localized(keyOf(parent), 'name', context.language),
      description: (parent: Ref, _args, context) =>
        garden.localized(keyOf(parent), 'description', context.language),
      memberCount: () => garden.memberCount(),
      channels: (_parent, args: PageArgs, context) =>
        channelPage(garden.channelKeys, args, context.language),
    },
    Channel: {
      name: (parent: Ref, _args, context) =>
        garden.localized(keyOf(parent), 'name', context.language),
      description: (parent: Ref, _args, context) =>
        garden.localized(keyOf(parent), 'description', context.language),
      viewerHasJoined: (parent: Ref, _args, context) =>
        garden.hasJoinedChannel(context.viewerUid, keyOf(parent)),
      lastMessage: (parent: Ref) => {
        const last = garden.channelMessages(keyOf(parent)).at(-1);
        return last ? garden.ref('ChatMessage', last.key) : null;
      },
      messages: (parent: Ref, args: PageArgs, context) => {
        const messages = garden.channelMessages(keyOf(parent));
        const page = paginate(messages, (message) => garden.messageCursor(message), args, {
          locale: context.language,
          max: MAX_MESSAGES_PAGE,
          defaultPage: { last: MAX_MESSAGES_PAGE },
        });
        return { ...page, edges: page.edges.map((edge) => messageEdge(edge.node)) };
      },
    },
    ChatMessage: {
      body: (parent: Ref, _args, context) => {
        const translations = garden.message(keyOf(parent))?.translations;
        if (context.autoTranslation && translations) return translations[context.language];
        return store.get(parent, 'body');
      },
      viewerIsAuthor: (parent: Ref, _args, context) => {
        const author = garden.message(keyOf(parent))?.authorKey;
        return author !== undefined && author === garden.memberUserKey(context.viewerUid);
      },
    },
    Mutation: {
      joinCommunity: (
        _root,
        { input }: { input: { clientMutationId: string; displayName: string } },
        context,
      ) => {
        const { viewerUid, language } = context;
        if (!viewerUid) return shouldSignUp(language);
        const displayName = input.displayName.trim();
        const refusal = checkText(language, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH);
        if (refusal) return refusal;
        const userKey = garden.once(viewerUid, 'joinCommunity', input.clientMutationId, () =>
          garden.join(viewerUid, displayName),
        );
        return {
          __typename: 'JoinCommunityPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', userKey),
          viewer: {},
        };
      },
      postChatMessage: (
        _root,
        { input }: { input: { clientMutationId: string; channelId: string; body: string } },
        context,
      ) => {
        const { viewerUid, language } = context;
        const authorKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !authorKey) return shouldSignUp(language);
        if (!garden.isChannel(input.channelId))
          return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
        const body = input.body.trim();
        const refusal = checkText(language, 'body', body, MAX_MESSAGE_LENGTH);
        if (refusal) return refusal;
        const message = garden.once(viewerUid, 'postChatMessage', input.clientMutationId, () => {
          const posted = garden.post(input.channelId, authorKey, body);
          pubSub.publish('chatMessageAdded', posted.channelKey, {
            messageEdge: messageEdge(posted),
            channel: garden.ref('Channel', posted.channelKey),
          });
          return posted;
        });
        return {
          __typename: 'PostChatMessagePayload',
          clientMutationId: input.clientMutationId,
          messageEdge: messageEdge(message),
          channel: garden.ref('Channel', message.channelKey),
        };
      },
    },
    Subscription: {
      chatMessageAdded: {
        subscribe: (_root, { channelId }: { channelId: string }, context) => {
          if (!garden.isChannel(channelId)) {
            throw new GraphQLError(buildNotFoundError(context.language).message, {
              extensions: { code: 'NOT_FOUND' },
            });
          }
          return pubSub.subscribe('chatMessageAdded', channelId);
        },
        resolve: (event: ChatMessageAddedEvent) => event,
      },
    },
  };
}
