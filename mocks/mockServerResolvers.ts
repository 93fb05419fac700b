// The mock server's own resolvers, layered over the MockStore: names in the request
// language (from the builders), per-viewer fields, pagination, and the two stateful
// mutations (join, post) with their live event. Everything else is the MockStore's.

import type { Ref } from '@graphql-tools/mock';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import { fromGlobalId } from 'graphql-relay';
import {
  DEFAULT_MESSAGES_PER_PAGE,
  MAX_CHANNELS_PER_PAGE,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGES_PER_PAGE,
} from '../common/limits';
import type { PubSub } from 'graphql-yoga';
import {
  buildChannel,
  buildCommunity,
  buildInvalidInputError,
  buildNotFoundError,
  buildTextModerationError,
  mockCursor,
  shouldSignUp,
  type InputField,
} from './gardenBuilders';
import { joinAgreementsRefusal, recordJoinAgreements, type JoinAgreementsInput } from './accounts';
import { gardenBannedWords, type MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockGarden } from './mockGarden';
import { pageAround, paginate, type PageArgs } from './mockPagination';

export interface ChatMessageAddedEvent {
  messageEdge: { cursor: string; node: Ref };
  channel: Ref;
}

export type MockPubSub = PubSub<{
  chatMessageAdded: [channelKey: string, event: ChatMessageAddedEvent];
  chatMessageUpdated: [channelKey: string, event: { message: Ref }];
  officialPostAdded: [event: { post: Ref }];
  /** Per fan (their user key): one of their private channels changed. */
  privateChannelUpdated: [userKey: string, event: { channel: Ref }];
  /** Per fan (their user key): some of their missions moved. */
  missionProgressChanged: [
    userKey: string,
    event: { missionIndexes: number[]; reachedIndexes: number[] },
  ];
}>;

const nodeTypes = new Set([
  'Community',
  'Channel',
  'ChatMessage',
  'User',
  'Post',
  'PostComment',
  'Topic',
  'TopicCategory',
  'InformationArticle',
  'OfficialSchedule',
  'CollectableCardCategoryGroup',
  'CollectableCardCategory',
  'CollectableCard',
]);

function keyOf(parent: Ref): string {
  return parent.$ref.key;
}

export function isBanned(text: string): boolean {
  const normalised = text.normalize('NFKC').toLowerCase();
  return gardenBannedWords.some((word) =>
    normalised.includes(word.normalize('NFKC').toLowerCase()),
  );
}

/** The server's text rules: trimmed, counted in code points, then moderated. */
export function checkText(language: MockLocale, field: InputField, trimmed: string, max: number) {
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

export function createMockServerResolvers(
  garden: MockGarden,
  pubSub: MockPubSub,
): IResolvers<unknown, MockContext> {
  const { store } = garden;

  // A private channel and its messages exist only for its members, as on the server.
  const nodeRef = (id: string, viewerUid: string | null): Ref | null => {
    const { type } = fromGlobalId(id);
    if (!nodeTypes.has(type) || !store.has(type, id)) return null;
    if (type === 'Channel' && !garden.isVisibleChannel(id, viewerUid)) return null;
    if (type === 'ChatMessage') {
      const channel = store.get('ChatMessage', id, 'channel') as Ref;
      if (!garden.isVisibleChannel(channel.$ref.key, viewerUid)) return null;
    }
    return garden.ref(type, id);
  };

  const messageCursor = (key: string) => mockCursor('ChatMessage', key);
  const messageEdge = (key: string) => ({
    cursor: messageCursor(key),
    node: garden.ref('ChatMessage', key),
  });

  const channelPage = (channelKeys: string[], args: PageArgs, language: MockLocale) => {
    const page = paginate(
      channelKeys,
      (key) => mockCursor('Channel', garden.channelIndex(key)),
      args,
      {
        locale: language,
        max: MAX_CHANNELS_PER_PAGE,
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
      node: (_root, { id }: { id: string }, { viewerUid }: MockContext) => nodeRef(id, viewerUid),
      nodes: (_root, { ids }: { ids: string[] }, { viewerUid }: MockContext) =>
        ids.map((id) => nodeRef(id, viewerUid)),
    },
    Viewer: {
      isSignedIn: (_viewer, _args, context) => context.viewerUid !== null,
      user: (_viewer, _args, context) => viewerUser(context),
      joinedCommunity: (_viewer, _args, context) =>
        viewerUser(context) ? garden.ref('Community', garden.communityKey) : null,
      joinedChannels: (_viewer, args: PageArgs, context) =>
        channelPage(viewerUser(context) ? garden.channelKeys : [], args, context.language),
    },
    Community: {
      name: (_parent, _args, context) => buildCommunity(context.language).name,
      description: (_parent, _args, context) => buildCommunity(context.language).description,
      memberCount: () => garden.memberCount(),
      channels: (_parent, args: PageArgs, context) =>
        channelPage(garden.channelKeys, args, context.language),
    },
    Channel: {
      name: (parent: Ref, _args, context) =>
        buildChannel(context.language, garden.channelIndex(keyOf(parent))).name,
      description: (parent: Ref, _args, context) =>
        buildChannel(context.language, garden.channelIndex(keyOf(parent))).description,
      // Joining the garden joins every channel, as on the server.
      viewerHasJoined: (_parent, _args, context) =>
        garden.memberUserKey(context.viewerUid) !== null,
      lastMessage: (parent: Ref, _args, context) => {
        if (!garden.mayReadMessages(keyOf(parent), garden.memberUserKey(context.viewerUid)))
          return null;
        const last = garden.channelMessages(keyOf(parent)).at(-1);
        return last ? garden.ref('ChatMessage', last) : null;
      },
      messages: (parent: Ref, args: PageArgs & { around?: string | null }, context) => {
        const readable = garden.mayReadMessages(
          keyOf(parent),
          garden.memberUserKey(context.viewerUid),
        );
        const messages = readable ? garden.channelMessages(keyOf(parent)) : [];
        const page =
          args.around != null && args.after == null && args.before == null
            ? pageAround(
                messages,
                messageCursor,
                messages.indexOf(args.around),
                args.last ?? args.first ?? DEFAULT_MESSAGES_PER_PAGE,
                { locale: context.language, max: MAX_MESSAGES_PER_PAGE },
              )
            : paginate(messages, messageCursor, args, {
                locale: context.language,
                max: MAX_MESSAGES_PER_PAGE,
                defaultPage: { last: DEFAULT_MESSAGES_PER_PAGE },
              });
        return { ...page, edges: page.edges.map((edge) => messageEdge(edge.node)) };
      },
    },
    ChatMessage: {
      viewerIsAuthor: (parent: Ref, _args, context) =>
        (store.get(parent, 'author') as Ref).$ref.key === garden.memberUserKey(context.viewerUid),
      viewerClientMutationId: (parent: Ref, _args, context) =>
        (store.get(parent, 'author') as Ref).$ref.key === garden.memberUserKey(context.viewerUid)
          ? garden.clientMutationIdOf(keyOf(parent))
          : null,
    },
    Mutation: {
      joinCommunity: (
        _root,
        {
          input,
        }: {
          input: { clientMutationId: string; displayName: string } & JoinAgreementsInput;
        },
        context,
      ) => {
        const { viewerUid, language } = context;
        if (!viewerUid) return shouldSignUp(language);
        const displayName = input.displayName.trim();
        const refusal =
          checkText(language, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH) ??
          joinAgreementsRefusal(language, input);
        if (refusal) return refusal;
        const userKey = garden.once(viewerUid, 'joinCommunity', input.clientMutationId, () => {
          recordJoinAgreements(garden, viewerUid, input);
          return garden.join(viewerUid, displayName);
        });
        return {
          __typename: 'JoinCommunityPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', userKey),
          viewer: {},
        };
      },
      postChatMessage: (
        _root,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            channelId: string;
            body: string;
            replyToMessageId?: string | null;
          };
        },
        context,
      ) => {
        const { viewerUid, language } = context;
        const authorKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !authorKey) return shouldSignUp(language);
        if (!garden.isVisibleChannel(input.channelId, viewerUid))
          return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
        const body = input.body.trim();
        const refusal = checkText(language, 'body', body, MAX_MESSAGE_LENGTH);
        if (refusal) return refusal;
        // A reply answers a message of the same channel, as on the server.
        const replyTo = input.replyToMessageId ?? null;
        if (replyTo !== null && !garden.channelMessages(input.channelId).includes(replyTo))
          return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
        // A retry replays the first result; a new message passes the features' rules first.
        const ruled =
          !garden.isReplay(viewerUid, 'postChatMessage', input.clientMutationId) &&
          garden.postRefusal(input.channelId, authorKey, language);
        if (ruled) return ruled;
        const message = garden.once(viewerUid, 'postChatMessage', input.clientMutationId, () => {
          const posted = garden.post(input.channelId, authorKey, body, input.clientMutationId);
          if (replyTo)
            store.set('ChatMessage', posted, 'replyTo', garden.ref('ChatMessage', replyTo));
          pubSub.publish('chatMessageAdded', input.channelId, {
            messageEdge: messageEdge(posted),
            channel: garden.ref('Channel', input.channelId),
          });
          for (const member of garden.privateMembers(input.channelId)?.keys() ?? [])
            pubSub.publish('privateChannelUpdated', member, {
              channel: garden.ref('Channel', input.channelId),
            });
          return posted;
        });
        return {
          __typename: 'PostChatMessagePayload',
          clientMutationId: input.clientMutationId,
          messageEdge: messageEdge(message),
          channel: store.get('ChatMessage', message, 'channel'),
        };
      },
    },
    Subscription: {
      chatMessageAdded: {
        subscribe: (_root, { channelId }: { channelId: string }, context) => {
          if (!garden.isVisibleChannel(channelId, context.viewerUid)) {
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
