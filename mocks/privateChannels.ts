// The mock of private channels (server/chat: startDirectMessage, respondToChannelRequest,
// addPrivateChannelMember, leavePrivateChannel, Viewer.privateChannels): direct messages
// as requests, accepting, rejecting, groups up to the cap, leaving, with the server's rules
// (only members see a private channel: mockGarden.isVisibleChannel).
import type { Ref } from '@graphql-tools/mock';
import { GraphQLError } from 'graphql';
import { PRIVATE_CHANNEL_MAX_MEMBERS, PRIVATE_CHANNELS_PAGE_SIZE } from '../common/limits';
import { errorMessage } from './errorMessages';
import {
  buildChannel,
  buildNotFoundError,
  mockCursor,
  mockDateTime,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

type Status = 'ACTIVE' | 'REQUESTED';

const notFound = (language: MockLocale) => ({
  __typename: 'NotFoundError',
  ...buildNotFoundError(language),
});

const privateChannelsResolvers: MockFeature['resolvers'] = (garden, pubSub) => {
  const { store } = garden;
  /** The direct message of each pair of fans, by their sorted keys (the server's direct_key). */
  const directMessages = new Map<string, string>();
  const pairOf = (a: string, b: string) => JSON.stringify([a, b].sort());
  const viewerKey = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const statusOf = (channelKey: string, userKey: string | null): Status | null =>
    userKey === null
      ? null
      : (garden.privateMembers(channelKey)?.get(userKey) ??
        (garden.privateMembers(channelKey) ? null : 'ACTIVE'));
  const authorOf = (messageKey: string) =>
    (store.get('ChatMessage', messageKey, 'author') as Ref).$ref.key;
  const lastActivity = (channelKey: string) => {
    const last = garden.channelMessages(channelKey).at(-1);
    return last ? (store.get('ChatMessage', last, 'createdAt') as string) : mockDateTime(0);
  };
  // The server's rules for a private channel's messages: only an active member writes, and
  // until someone else accepted, its one active member sends one message (the request).
  garden.addPostRule((channelKey, authorKey, language) => {
    const members = garden.privateMembers(channelKey);
    if (!members) return null;
    if (members.get(authorKey) !== 'ACTIVE') return shouldSignUp(language);
    const accepted = [...members].some(([key, status]) => key !== authorKey && status === 'ACTIVE');
    const sent = garden.channelMessages(channelKey).some((m) => authorOf(m) === authorKey);
    if (accepted || !sent) return null;
    return {
      __typename: 'ChannelRequestPendingError',
      message: errorMessage(language, 'errors.channelRequestPending'),
    };
  });
  /** Tells each of these fans, live, that one of their private channels changed. */
  const publishUpdated = (channelKey: string, userKeys: Iterable<string>) => {
    for (const userKey of new Set(userKeys))
      pubSub.publish('privateChannelUpdated', userKey, {
        channel: garden.ref('Channel', channelKey),
      });
  };
  const payloadChannel = (typename: string, clientMutationId: string, key: string) => ({
    __typename: typename,
    clientMutationId,
    channel: garden.ref('Channel', key),
  });

  return {
    Channel: {
      isPrivate: (parent: Ref) => garden.privateMembers(parent.$ref.key) !== undefined,
      name: (parent: Ref, _args, context: MockContext) => {
        const members = garden.privateMembers(parent.$ref.key);
        if (!members)
          return buildChannel(context.language, garden.channelIndex(parent.$ref.key)).name;
        return [...members.keys()]
          .filter((key) => key !== viewerKey(context))
          .map((key) => store.get('User', key, 'displayName') as string)
          .join(context.language === 'ja' ? '、' : ', ');
      },
      viewerHasJoined: (parent: Ref, _args, context: MockContext) =>
        statusOf(parent.$ref.key, viewerKey(context)) === 'ACTIVE',
      viewerMembershipStatus: (parent: Ref, _args, context: MockContext) =>
        statusOf(parent.$ref.key, viewerKey(context)),
      otherMembers: (parent: Ref, _args, context: MockContext) =>
        [...(garden.privateMembers(parent.$ref.key) ?? [])]
          .filter(([key]) => key !== viewerKey(context))
          .map(([key, status]) => ({ status, user: garden.ref('User', key) })),
      viewerCanPost: (parent: Ref, _args, context: MockContext) => {
        const me = viewerKey(context);
        const members = garden.privateMembers(parent.$ref.key);
        if (statusOf(parent.$ref.key, me) !== 'ACTIVE') return false;
        if (!members) return true;
        const accepted = [...members].some(([key, status]) => key !== me && status === 'ACTIVE');
        return accepted || !garden.channelMessages(parent.$ref.key).some((m) => authorOf(m) === me);
      },
      lastActivityAt: (parent: Ref) => lastActivity(parent.$ref.key),
    },
    Viewer: {
      privateChannels: (_viewer, args: PageArgs, context: MockContext) => {
        const me = viewerKey(context);
        const keys = garden
          .privateChannelKeys()
          .filter((key) => me !== null && garden.privateMembers(key)?.has(me))
          .sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
        const page = paginate(keys, (key) => mockCursor('PrivateChannel', key), args, {
          locale: context.language,
          max: PRIVATE_CHANNELS_PAGE_SIZE,
          defaultPage: { first: PRIVATE_CHANNELS_PAGE_SIZE },
        });
        return {
          ...page,
          edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('Channel', edge.node) })),
        };
      },
    },
    Subscription: {
      privateChannelUpdated: {
        subscribe: (_root, _args, context: MockContext) => {
          const me = viewerKey(context);
          if (!context.viewerUid || !me)
            throw new GraphQLError(shouldSignUp(context.language).message, {
              extensions: { code: 'UNAUTHENTICATED' },
            });
          return pubSub.subscribe('privateChannelUpdated', me);
        },
        resolve: (event: { channel: Ref }) => event,
      },
    },
    Mutation: {
      startDirectMessage: (
        _root,
        { input }: { input: { clientMutationId: string; userId: string } },
        { viewerUid, language }: MockContext,
      ) => {
        const me = garden.memberUserKey(viewerUid);
        if (!viewerUid || !me) return shouldSignUp(language);
        if (!garden.isUser(input.userId) || input.userId === me) return notFound(language);
        const key = garden.once(viewerUid, 'startDirectMessage', input.clientMutationId, () => {
          const existing = directMessages.get(pairOf(me, input.userId));
          const members = existing && garden.privateMembers(existing);
          if (existing && members) {
            members.set(me, 'ACTIVE');
            if (!members.has(input.userId)) members.set(input.userId, 'REQUESTED');
            return existing;
          }
          const key = garden.addPrivateChannel(
            new Map<string, Status>([
              [me, 'ACTIVE'],
              [input.userId, 'REQUESTED'],
            ]),
          );
          directMessages.set(pairOf(me, input.userId), key);
          return key;
        });
        publishUpdated(key, [input.userId, me]);
        return payloadChannel('StartDirectMessagePayload', input.clientMutationId, key);
      },
      respondToChannelRequest: (
        _root,
        { input }: { input: { clientMutationId: string; channelId: string; accept: boolean } },
        { viewerUid, language }: MockContext,
      ) => {
        const me = garden.memberUserKey(viewerUid);
        if (!viewerUid || !me) return shouldSignUp(language);
        const members = garden.privateMembers(input.channelId);
        if (!members || members.get(me) !== 'REQUESTED') return notFound(language);
        if (input.accept) members.set(me, 'ACTIVE');
        else members.delete(me);
        // The others learn that the request was answered (the sender may write again).
        publishUpdated(input.channelId, members.keys());
        return {
          __typename: 'RespondToChannelRequestPayload',
          clientMutationId: input.clientMutationId,
          channel: input.accept ? garden.ref('Channel', input.channelId) : null,
          channelId: input.channelId,
        };
      },
      addPrivateChannelMember: (
        _root,
        { input }: { input: { clientMutationId: string; channelId: string; userId: string } },
        { viewerUid, language }: MockContext,
      ) => {
        const me = garden.memberUserKey(viewerUid);
        if (!viewerUid || !me) return shouldSignUp(language);
        const members = garden.privateMembers(input.channelId);
        if (!members || members.get(me) !== 'ACTIVE' || !garden.isUser(input.userId))
          return notFound(language);
        if (!members.has(input.userId)) {
          if (members.size >= PRIVATE_CHANNEL_MAX_MEMBERS)
            return {
              __typename: 'ChannelMemberLimitError',
              message: errorMessage(language, 'errors.channelMemberLimit', {
                limit: PRIVATE_CHANNEL_MAX_MEMBERS,
              }),
              maxMembers: PRIVATE_CHANNEL_MAX_MEMBERS,
            };
          members.set(input.userId, 'REQUESTED');
          publishUpdated(input.channelId, members.keys());
          // A direct message that became a group is no longer the pair's.
          for (const [pair, key] of directMessages)
            if (key === input.channelId) directMessages.delete(pair);
        }
        return payloadChannel(
          'AddPrivateChannelMemberPayload',
          input.clientMutationId,
          input.channelId,
        );
      },
      leavePrivateChannel: (
        _root,
        { input }: { input: { clientMutationId: string; channelId: string } },
        { viewerUid, language }: MockContext,
      ) => {
        const me = garden.memberUserKey(viewerUid);
        if (!viewerUid || !me) return shouldSignUp(language);
        const members = garden.privateMembers(input.channelId);
        if (!members?.delete(me)) return notFound(language);
        publishUpdated(input.channelId, members.keys());
        return {
          __typename: 'LeavePrivateChannelPayload',
          clientMutationId: input.clientMutationId,
          channelId: input.channelId,
        };
      },
    },
  };
};

export const privateChannelsMock: MockFeature = {
  builders: (locale) => ({
    ChannelMember: () => ({ status: 'ACTIVE' }),
    ChannelMemberLimitError: () => ({
      message: errorMessage(locale, 'errors.channelMemberLimit', {
        limit: PRIVATE_CHANNEL_MAX_MEMBERS,
      }),
      maxMembers: PRIVATE_CHANNEL_MAX_MEMBERS,
    }),
    ChannelRequestPendingError: () => ({
      message: errorMessage(locale, 'errors.channelRequestPending'),
    }),
    StartDirectMessagePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    RespondToChannelRequestPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    AddPrivateChannelMemberPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    LeavePrivateChannelPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
  }),
  resolvers: privateChannelsResolvers,
};
