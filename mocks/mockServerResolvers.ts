// The mock server's own resolvers, layered over the MockStore: names in the request
// language (from the builders), per-viewer fields, pagination, and the two stateful
// mutations (join, post) with their live event. Everything else is the MockStore's.

import type { Ref } from '@graphql-tools/mock';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import { fromGlobalId } from 'graphql-relay';
import {
  DEFAULT_MESSAGES_PER_PAGE,
  MAX_BIO_LENGTH,
  MAX_CHANNELS_PER_PAGE,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_FOLLOWS_PER_PAGE,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGES_PER_PAGE,
} from '../common/limits';
import type { PubSub } from 'graphql-yoga';
import {
  buildChannel,
  buildCommunity,
  buildInvalidInputError,
  buildNotFoundError,
  buildShouldBeLoggedInOrSignedUpError,
  buildTextModerationError,
  mockCursor,
  type InputField,
} from './gardenBuilders';
import { errorMessage } from './errorMessages';
import { gardenBannedWords, type MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockGarden } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';

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
  return gardenBannedWords.some((word) =>
    normalised.includes(word.normalize('NFKC').toLowerCase()),
  );
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

/** The bio rule of the server: may be empty, at most MAX_BIO_LENGTH, moderated. */
function checkBio(language: MockLocale, bio: string) {
  if ([...bio].length > MAX_BIO_LENGTH)
    return {
      __typename: 'InvalidInputError',
      ...buildInvalidInputError(language, 'bio', 'TOO_LONG', MAX_BIO_LENGTH),
    };
  if (isBanned(bio))
    return { __typename: 'TextModerationError', ...buildTextModerationError(language, 'bio') };
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
    const { type } = fromGlobalId(id);
    if (!nodeTypes.has(type) || !store.has(type, id)) return null;
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

  const followPage = (
    userKey: string,
    side: 'followers' | 'following',
    args: PageArgs,
    language: MockLocale,
  ) => {
    const page = paginate(
      garden.followsOf(userKey, side),
      (key) => mockCursor('Follow', `${side}:${userKey}:${key}`),
      { first: args.first, after: args.after },
      { locale: language, max: MAX_FOLLOWS_PER_PAGE, defaultPage: { first: 20 } },
    );
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('User', edge.node) })),
    };
  };

  const changeFollow = (
    mutation: 'followUser' | 'unfollowUser',
    input: { clientMutationId: string; userId: string },
    context: MockContext,
  ) => {
    const { viewerUid, language } = context;
    const viewerKey = garden.memberUserKey(viewerUid);
    if (!viewerUid || !viewerKey) return shouldSignUp(language);
    const { type } = fromGlobalId(input.userId);
    if (type !== 'User' || !garden.isUser(input.userId))
      return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
    if (input.userId === viewerKey)
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(language, 'userId', 'INVALID_FORMAT'),
        message: errorMessage(language, 'errors.cannotFollowYourself'),
      };
    garden.once(viewerUid, mutation, input.clientMutationId, () =>
      garden.setFollowing(viewerKey, input.userId, mutation === 'followUser'),
    );
    return {
      __typename: mutation === 'followUser' ? 'FollowUserPayload' : 'UnfollowUserPayload',
      clientMutationId: input.clientMutationId,
      user: garden.ref('User', input.userId),
      viewerUser: garden.ref('User', viewerKey),
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
      lastMessage: (parent: Ref) => {
        const last = garden.channelMessages(keyOf(parent)).at(-1);
        return last ? garden.ref('ChatMessage', last) : null;
      },
      messages: (parent: Ref, args: PageArgs, context) => {
        const page = paginate(garden.channelMessages(keyOf(parent)), messageCursor, args, {
          locale: context.language,
          max: MAX_MESSAGES_PER_PAGE,
          defaultPage: { last: DEFAULT_MESSAGES_PER_PAGE },
        });
        return { ...page, edges: page.edges.map((edge) => messageEdge(edge.node)) };
      },
    },
    User: {
      followerCount: (parent: Ref) => garden.followsOf(keyOf(parent), 'followers').length,
      followingCount: (parent: Ref) => garden.followsOf(keyOf(parent), 'following').length,
      viewerIsFollowing: (parent: Ref, _args, context) => {
        const viewerKey = garden.memberUserKey(context.viewerUid);
        return viewerKey !== null && garden.isFollowing(viewerKey, keyOf(parent));
      },
      isViewer: (parent: Ref, _args, context) =>
        garden.memberUserKey(context.viewerUid) === keyOf(parent),
      followers: (parent: Ref, args: PageArgs, context) =>
        followPage(keyOf(parent), 'followers', args, context.language),
      following: (parent: Ref, args: PageArgs, context) =>
        followPage(keyOf(parent), 'following', args, context.language),
    },
    ChatMessage: {
      viewerIsAuthor: (parent: Ref, _args, context) =>
        (store.get(parent, 'author') as Ref).$ref.key === garden.memberUserKey(context.viewerUid),
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
      followUser: (
        _root,
        { input }: { input: { clientMutationId: string; userId: string } },
        context,
      ) => changeFollow('followUser', input, context),
      unfollowUser: (
        _root,
        { input }: { input: { clientMutationId: string; userId: string } },
        context,
      ) => changeFollow('unfollowUser', input, context),
      updateProfile: (
        _root,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            displayName: string;
            bio: string;
            avatarUploadId?: string | null;
          };
        },
        context,
      ) => {
        const { viewerUid, language } = context;
        const userKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !userKey) return shouldSignUp(language);
        const displayName = input.displayName.trim();
        const bio = input.bio.trim();
        const refusal =
          checkText(language, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH) ??
          checkBio(language, bio);
        if (refusal) return refusal;
        // The mock server has no upload endpoint: no upload id names an image here.
        if (input.avatarUploadId)
          return {
            __typename: 'NotFoundError',
            message: errorMessage(language, 'errors.upload.notFound'),
          };
        garden.once(viewerUid, 'updateProfile', input.clientMutationId, () =>
          store.set('User', userKey, { displayName, bio }),
        );
        return {
          __typename: 'UpdateProfilePayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', userKey),
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
          pubSub.publish('chatMessageAdded', input.channelId, {
            messageEdge: messageEdge(posted),
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
