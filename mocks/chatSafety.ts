// The mock of fans' safety tools (server/chat: setUserBlocked, setUserMuted,
// setMessageHidden, addMuteWord, removeMuteWord, ChatMessage.viewerVisibility, the
// settings lists): per-viewer state with the server's rules, the mute word cap included.
import type { Ref } from '@graphql-tools/mock';
import { MAX_MUTE_WORD_LENGTH, MAX_MUTE_WORDS } from '../common/limits';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  mockCursor,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

const notFound = (language: MockLocale) => ({
  __typename: 'NotFoundError',
  ...buildNotFoundError(language),
});

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

const chatSafetyResolvers: MockFeature['resolvers'] = (garden) => {
  const { store } = garden;
  /** Per viewer key: whom they blocked and muted, their words and hidden messages (newest last). */
  const blocked = new Map<string, string[]>();
  const muted = new Map<string, string[]>();
  const words = new Map<string, { id: string; word: string; createdAt: string }[]>();
  const hidden = new Map<string, string[]>();
  let wordCount = 0;
  const listOf = <T>(map: Map<string, T[]>, key: string) => {
    if (!map.has(key)) map.set(key, []);
    return map.get(key)!;
  };
  const toggle = (list: string[], value: string, on: boolean) => {
    const at = list.indexOf(value);
    if (on && at < 0) list.push(value);
    if (!on && at >= 0) list.splice(at, 1);
  };
  const userPage = (keys: string[], args: PageArgs, language: MockLocale) => {
    const page = paginate([...keys].reverse(), (key) => mockCursor('SafetyUser', key), args, {
      locale: language,
      max: 50,
      defaultPage: { first: 20 },
    });
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('User', edge.node) })),
    };
  };
  const visibility = (messageKey: string, viewerKey: string | null) => {
    if (!viewerKey) return 'VISIBLE';
    const author = (store.get('ChatMessage', messageKey, 'author') as Ref).$ref.key;
    if (author === viewerKey) return 'VISIBLE';
    if (listOf(blocked, viewerKey).includes(author) || listOf(blocked, author).includes(viewerKey))
      return 'BLOCKED';
    if (listOf(hidden, viewerKey).includes(messageKey)) return 'HIDDEN';
    if (listOf(muted, viewerKey).includes(author)) return 'MUTED_USER';
    const body = fold(String(store.get('ChatMessage', messageKey, 'body')));
    if (listOf(words, viewerKey).some(({ word }) => body.includes(word))) return 'MUTED_WORD';
    return 'VISIBLE';
  };
  // In a private channel, a fan in a block with another member cannot write (the server's
  // UserBlockedError); in public channels a block only hides messages.
  garden.addPostRule((channelKey, authorKey, language) => {
    const members = garden.privateMembers(channelKey);
    if (!members) return null;
    const inBlock = [...members.keys()].some(
      (other) =>
        other !== authorKey &&
        (listOf(blocked, authorKey).includes(other) || listOf(blocked, other).includes(authorKey)),
    );
    return inBlock
      ? { __typename: 'UserBlockedError', message: errorMessage(language, 'errors.userBlocked') }
      : null;
  });
  /** The viewer and another fan, or the typed error. */
  const pair = (context: MockContext, userId: string) => {
    const me = garden.memberUserKey(context.viewerUid);
    if (!context.viewerUid || !me) return { refusal: shouldSignUp(context.language) };
    if (!garden.isUser(userId) || userId === me) return { refusal: notFound(context.language) };
    return { me };
  };

  return {
    ChatMessage: {
      viewerVisibility: (parent: Ref, _args, context: MockContext) =>
        visibility(parent.$ref.key, garden.memberUserKey(context.viewerUid)),
    },
    User: {
      viewerHasBlocked: (parent: Ref, _args, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        return me !== null && listOf(blocked, me).includes(parent.$ref.key);
      },
      viewerHasMuted: (parent: Ref, _args, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        return me !== null && listOf(muted, me).includes(parent.$ref.key);
      },
    },
    Viewer: {
      blockedUsers: (_viewer, args: PageArgs, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        return userPage(me ? listOf(blocked, me) : [], args, context.language);
      },
      mutedUsers: (_viewer, args: PageArgs, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        return userPage(me ? listOf(muted, me) : [], args, context.language);
      },
      muteWords: (_viewer, _args, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        return me ? [...listOf(words, me)].reverse() : [];
      },
      hiddenMessages: (_viewer, args: PageArgs, context: MockContext) => {
        const me = garden.memberUserKey(context.viewerUid);
        const keys = me ? [...listOf(hidden, me)].reverse() : [];
        const page = paginate(keys, (key) => mockCursor('Hidden', key), args, {
          locale: context.language,
          max: 50,
          defaultPage: { first: 20 },
        });
        return {
          ...page,
          edges: page.edges.map((edge) => ({
            ...edge,
            node: garden.ref('ChatMessage', edge.node),
          })),
        };
      },
    },
    Mutation: {
      setUserBlocked: (
        _root,
        { input }: { input: { clientMutationId: string; userId: string; blocked: boolean } },
        context: MockContext,
      ) => {
        const found = pair(context, input.userId);
        if ('refusal' in found) return found.refusal;
        toggle(listOf(blocked, found.me), input.userId, input.blocked);
        return {
          __typename: 'SetUserBlockedPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', input.userId),
        };
      },
      setUserMuted: (
        _root,
        { input }: { input: { clientMutationId: string; userId: string; muted: boolean } },
        context: MockContext,
      ) => {
        const found = pair(context, input.userId);
        if ('refusal' in found) return found.refusal;
        toggle(listOf(muted, found.me), input.userId, input.muted);
        return {
          __typename: 'SetUserMutedPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', input.userId),
        };
      },
      setMessageHidden: (
        _root,
        { input }: { input: { clientMutationId: string; messageId: string; hidden: boolean } },
        context: MockContext,
      ) => {
        const me = garden.memberUserKey(context.viewerUid);
        const isMessage = store.has('ChatMessage', input.messageId);
        if (!isMessage) return notFound(context.language);
        if (!context.viewerUid || !me) return shouldSignUp(context.language);
        toggle(listOf(hidden, me), input.messageId, input.hidden);
        return {
          __typename: 'SetMessageHiddenPayload',
          clientMutationId: input.clientMutationId,
          chatMessage: garden.ref('ChatMessage', input.messageId),
        };
      },
      addMuteWord: (
        _root,
        { input }: { input: { clientMutationId: string; word: string } },
        context: MockContext,
      ) => {
        const me = garden.memberUserKey(context.viewerUid);
        if (!context.viewerUid || !me) return shouldSignUp(context.language);
        const word = fold(input.word.trim());
        const length = [...word].length;
        if (length === 0 || length > MAX_MUTE_WORD_LENGTH)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(
              context.language,
              'word',
              length === 0 ? 'REQUIRED' : 'TOO_LONG',
              length === 0 ? 1 : MAX_MUTE_WORD_LENGTH,
            ),
          };
        const list = listOf(words, me);
        const existing = list.find((entry) => entry.word === word);
        if (existing)
          return {
            __typename: 'AddMuteWordPayload',
            clientMutationId: input.clientMutationId,
            muteWord: existing,
          };
        if (list.length >= MAX_MUTE_WORDS)
          return {
            __typename: 'MuteWordMaxLimitError',
            message: errorMessage(context.language, 'errors.muteWordMaxLimit', {
              limit: MAX_MUTE_WORDS,
            }),
            maxCount: MAX_MUTE_WORDS,
          };
        wordCount += 1;
        const entry = { id: `MuteWord:${wordCount}`, word, createdAt: new Date().toISOString() };
        list.push(entry);
        return {
          __typename: 'AddMuteWordPayload',
          clientMutationId: input.clientMutationId,
          muteWord: entry,
        };
      },
      removeMuteWord: (
        _root,
        { input }: { input: { clientMutationId: string; muteWordId: string } },
        context: MockContext,
      ) => {
        const me = garden.memberUserKey(context.viewerUid);
        if (!context.viewerUid || !me) return shouldSignUp(context.language);
        const list = listOf(words, me);
        const at = list.findIndex((entry) => entry.id === input.muteWordId);
        if (at < 0) return notFound(context.language);
        list.splice(at, 1);
        return {
          __typename: 'RemoveMuteWordPayload',
          clientMutationId: input.clientMutationId,
          muteWordId: input.muteWordId,
        };
      },
    },
  };
};

export const chatSafetyMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders(
      'SetUserBlockedPayload',
      'SetUserMutedPayload',
      'SetMessageHiddenPayload',
      'AddMuteWordPayload',
      'RemoveMuteWordPayload',
    ),
    MuteWord: (index) => ({
      id: `MuteWord:${index}`,
      word: locale === 'ja' ? 'ネタバレ' : 'spoiler',
    }),
    MuteWordMaxLimitError: () => ({
      message: errorMessage(locale, 'errors.muteWordMaxLimit', { limit: MAX_MUTE_WORDS }),
      maxCount: MAX_MUTE_WORDS,
    }),
    UserBlockedError: () => ({ message: errorMessage(locale, 'errors.userBlocked') }),
  }),
  resolvers: chatSafetyResolvers,
};
