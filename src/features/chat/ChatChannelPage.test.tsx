import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConnectionHandler, loadQuery } from 'react-relay';
import { commitLocalUpdate, type Environment, type OperationDescriptor } from 'relay-runtime';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type MockEnvironment,
  type MockResolvers,
} from 'relay-test-utils';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { VirtuosoMockContext, type VirtuosoMockContextValue } from 'react-virtuoso';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../relay/errors';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import ChatChannelPageQueryNode, {
  type ChatChannelPageQuery,
} from '../../__generated__/ChatChannelPageQuery.graphql';
import { GardenRelayProvider } from '../../relay/GardenRelayProvider';
import { useLoginModal } from '../../state/loginModal';
import { ChatChannelView } from './ChatChannelPage';
import { CHAT_PAGE_SIZE } from '../../state/chatList';

const CHANNEL_ID = 'Q2hhbm5lbDox';
const LATER = '2026-11-21T11:00:00.000Z';

/** A message as posted: not a reply, not edited or deleted, no reactions yet. */
const plainMessage = {
  isDeleted: false,
  editedAt: null,
  replyTo: null,
  reactions: [],
  viewerCanEdit: false,
  viewerCanDelete: false,
  // Auto-translation off: messages show as written.
  translation: null,
};

const theChannel = () => ({
  id: CHANNEL_ID,
  name: 'ひろば',
  description: '庭のみんなで気軽におしゃべりしましょう。',
  viewerHasJoined: true,
});

/** Three messages, oldest first, as the server sends a page. */
function channelPage(
  options: { member?: boolean; pageInfo?: Record<string, unknown> } = {},
): MockResolvers {
  const { member = true, pageInfo = {} } = options;
  let message = 0;
  return {
    Channel: theChannel,
    ChatMessageConnection: () => ({ edges: [{}, {}, {}] }),
    ChatMessage: () => {
      message += 1;
      return {
        ...plainMessage,
        id: `message-${message}`,
        body: `メッセージ${message}`,
        createdAt: `2026-11-21T10:0${message}:00.000Z`,
        viewerIsAuthor: message === 2,
      };
    },
    PageInfo: () => ({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: 'cursor-oldest',
      endCursor: 'cursor-newest',
      ...pageInfo,
    }),
    Viewer: () => ({ isSignedIn: member, joinedCommunity: member ? {} : null }),
  };
}

function LoginModalProbe() {
  const { state } = useLoginModal();
  return (
    <output aria-label="login modal">
      {state.opened ? `open:${state.step}:${state.redirectPath}` : 'closed'}
    </output>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderOptions {
  resolvers?: MockResolvers;
  /** Adds a button that hides and shows the channel again, as leaving and coming back does. */
  revisitable?: boolean;
  /** Stands in for the stream: the test calls the listeners to simulate a reconnect. */
  reconnectListeners?: Set<() => void>;
  /** Opened from a `?message=` link to this message. */
  targetMessageId?: string;
  /** False when the page shows no message log (the channel or the message is not there). */
  showsMessages?: boolean;
  /** The log's layout, for a test that scrolls it (the default fits every message in view). */
  layout?: VirtuosoMockContextValue;
}

/**
 * A log far shorter than its messages: it renders only those near the part in view (and the
 * 800px beyond it each way), so which messages are rendered tells where it is scrolled.
 */
const SCROLLING_LAYOUT = { viewportHeight: 300, itemHeight: 1_000 };
/** Where the log is scrolled to its end, holding `count` messages in SCROLLING_LAYOUT. */
const bottomOf = (count: number) =>
  count * SCROLLING_LAYOUT.itemHeight - SCROLLING_LAYOUT.viewportHeight;

function Revisitable({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <button type="button" onClick={() => setShown((value) => !value)}>
        leave or come back
      </button>
    </>
  );
}

async function renderChannel({
  resolvers = channelPage(),
  reconnectListeners,
  revisitable = false,
  targetMessageId,
  showsMessages = true,
  layout,
}: RenderOptions = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ChatChannelPageQuery>(environment, ChatChannelPageQueryNode, {
    channelId: CHANNEL_ID,
    messageCount: CHAT_PAGE_SIZE,
    targetMessageId: targetMessageId ?? null,
  });
  const channelView = layout ? (
    <VirtuosoMockContext.Provider value={layout}>
      <ChatChannelView queryRef={queryRef} />
    </VirtuosoMockContext.Provider>
  ) : (
    <ChatChannelView queryRef={queryRef} />
  );
  const view = (
    <>
      {revisitable ? <Revisitable>{channelView}</Revisitable> : channelView}
      <LoginModalProbe />
      <LocationProbe />
    </>
  );
  const ui = reconnectListeners ? (
    <GardenRelayProvider
      value={{
        // relay-test-utils' types lag behind relay-runtime's; the mock is a real Environment.
        environment: environment as unknown as Environment,
        onStreamReconnected: (listener) => {
          reconnectListeners.add(listener);
          return () => reconnectListeners.delete(listener);
        },
        streamStatus: () => 'live',
        onStreamStatus: () => () => undefined,
        retryStream: () => undefined,
        renewStream: () => undefined,
        dispose: () => {},
      }}
    >
      {view}
    </GardenRelayProvider>
  ) : (
    view
  );
  const rendered = renderWithRelay(ui, {
    environment,
    initialPath: `/messages/chat/${CHANNEL_ID}${targetMessageId ? `?message=${targetMessageId}` : ''}`,
  });
  rendered.resolveMostRecentOperation(resolvers);
  // The virtualised log shows its messages once it has scrolled to where it opens, a few
  // frames after it mounts.
  if (showsMessages) {
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).queryAllByRole('listitem')).not.toHaveLength(0));
  }
  return rendered;
}

function operationNamed(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No pending ${name}`);
  return operation;
}

function pushChatMessageAdded(environment: MockEnvironment, message: Record<string, unknown>) {
  const operation = operationNamed(environment, 'useChatMessageAddedSubscription');
  act(() => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, {
        ...createMockPayloadResolvers(),
        ChatMessage: () => ({ ...plainMessage, ...message }),
      }),
    );
  });
}

function messageBodies(): string[] {
  const log = screen.getByRole('log', { name: 'ひろばの会話' });
  return within(log)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.garden-user-content')?.textContent ?? '');
}

/** Virtuoso tells that the fan left the bottom a moment after it handled their scroll. */
async function virtuosoHandledTheScroll() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

/** The messages the log has rendered now (it renders those near the part in view). */
function renderedBodies(): string[] {
  return [...screen.getByRole('log').querySelectorAll('.garden-user-content')].map(
    (body) => body.textContent ?? '',
  );
}

/** jsdom has no layout: give the message log a size and a scroll position the test controls. */
function fakeScrollMetrics(scrollHeight: number, clientHeight: number) {
  const log = screen.getByRole('log');
  let top = 0;
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = value;
    },
  });
  return {
    scrollTo(value: number) {
      top = value;
      fireEvent.scroll(log);
    },
    get scrollTop() {
      return top;
    },
  };
}

/**
 * Like fakeScrollMetrics, but for every element, including ones not rendered yet (a
 * remounted list sets its scroll position before the test can reach it).
 */
function fakeLayoutOfEveryElement(scrollHeight: number, clientHeight: number) {
  const scrollTops = new WeakMap<Element, number>();
  Object.defineProperties(HTMLElement.prototype, {
    scrollHeight: { configurable: true, get: () => scrollHeight },
    clientHeight: { configurable: true, get: () => clientHeight },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return scrollTops.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        scrollTops.set(this, value);
      },
    },
  });
}

afterEach(() => {
  // Back to jsdom's own (layout-free) properties, inherited from Element.prototype.
  for (const property of ['scrollHeight', 'clientHeight', 'scrollTop']) {
    Reflect.deleteProperty(HTMLElement.prototype, property);
  }
});

describe('ChatChannelView (/messages/chat/:channelId)', () => {
  it('shows the channel and its messages, oldest at the top', async () => {
    await renderChannel();
    expect(await screen.findByRole('heading', { name: '# ひろば' })).toBeInTheDocument();
    expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3']);
    // The fan's own message is labelled as theirs instead of with their name.
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(within(items[1]).getByText('あなた')).toBeInTheDocument();
    expect(items[1].querySelector('[data-own]')).not.toBeNull();
    expect(items[0].querySelector('[data-own]')).toBeNull();
    expect(screen.getByText('ここがチャンネルの始まりです')).toBeInTheDocument();
    // e2e finds the composer by a label containing "メッセージ": it must be the only one.
    expect(screen.getAllByLabelText(/メッセージ/)).toEqual([screen.getByRole('textbox')]);
  });

  it('shows a message body as text with its line breaks, never as HTML', async () => {
    const resolvers = channelPage();
    await renderChannel({
      resolvers: {
        ...resolvers,
        ChatMessage: () => ({
          ...plainMessage,
          body: '<b>一行目</b>\n二行目',
          viewerIsAuthor: false,
          createdAt: LATER,
        }),
      },
    });
    await screen.findByRole('log');
    const bodies = within(screen.getByRole('log')).getAllByText('<b>一行目</b> 二行目');
    expect(bodies).toHaveLength(3);
    expect(bodies[0].textContent).toBe('<b>一行目</b>\n二行目');
    expect(bodies[0].querySelector('b')).toBeNull();
    // garden.css: pre-wrap keeps line breaks, overflow-wrap: anywhere breaks long runs.
    expect(bodies[0]).toHaveClass('garden-user-content');
  });

  it('shows the members panel, and no messages, composer or stream, in a channel the fan may not read', async () => {
    const { environment } = await renderChannel({
      showsMessages: false,
      resolvers: {
        ...channelPage(),
        Channel: () => ({
          ...theChannel(),
          name: '庭師の会ラウンジ',
          isMembersOnly: true,
          viewerCanRead: false,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', {
        name: '「庭師の会ラウンジ」はメンバー限定のチャンネルです',
      }),
    ).toBeVisible();
    expect(screen.getByText('🔒 メンバー限定')).toBeVisible();
    expect(screen.getByRole('link', { name: 'メンバーシップのプランを見る' })).toHaveAttribute(
      'href',
      '/store/membership',
    );
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(() => operationNamed(environment, 'useChatMessageAddedSubscription')).toThrow();
  });

  it('shows the messages of a members-only channel to a member, with its badge', async () => {
    await renderChannel({
      resolvers: {
        ...channelPage(),
        Channel: () => ({ ...theChannel(), isMembersOnly: true, viewerCanRead: true }),
      },
    });
    await screen.findByRole('log');
    expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3']);
    expect(screen.getByText('🔒 メンバー限定')).toBeVisible();
    expect(screen.queryByTestId('members-only-channel')).not.toBeInTheDocument();
  });

  it('shows not-found for an id that names no channel', async () => {
    await renderChannel({ showsMessages: false, resolvers: { Query: () => ({ node: null }) } });
    expect(
      await screen.findByRole('heading', { name: 'チャンネルが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'チャンネル一覧へ戻る' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).not.toBeInTheDocument();
  });

  it('sends the message with Enter, with the channel and its message connection', async () => {
    const { user, environment } = await renderChannel();
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, '一行目{Shift>}{Enter}{/Shift}二行目');
    expect(input).toHaveValue('一行目\n二行目');
    await user.keyboard('{Enter}');
    // Shown at once, before the server answers.
    expect(messageBodies()).toEqual([
      'メッセージ1',
      'メッセージ2',
      'メッセージ3',
      '一行目\n二行目',
    ]);
    expect(input).toHaveValue('');

    const mutation = operationNamed(environment, 'usePostChatMessageMutation');
    expect(mutation.request.variables.input).toMatchObject({
      channelId: CHANNEL_ID,
      body: '一行目\n二行目',
    });
    expect(mutation.request.variables.input.clientMutationId).toEqual(expect.any(String));
    expect(mutation.request.variables.connections).toEqual([
      ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages'),
    ]);

    act(() => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          ...createMockPayloadResolvers(),
          ChatMessage: () => ({
            ...plainMessage,
            id: 'message-own',
            body: '一行目\n二行目',
            viewerIsAuthor: true,
            createdAt: LATER,
          }),
        }),
      );
    });
    expect(messageBodies()).toEqual([
      'メッセージ1',
      'メッセージ2',
      'メッセージ3',
      '一行目\n二行目',
    ]);
    expect(input).toHaveValue('');
  });

  it('cannot send an empty or blank message', async () => {
    const { user, environment } = await renderChannel();
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(() => operationNamed(environment, 'usePostChatMessageMutation')).toThrow();
  });

  it.each([
    ['TextModerationError', 'この文章には、コミュニティで使えない言葉が含まれています。'],
    ['InvalidInputError', '本文は1000文字以内で入力してください。'],
    ['ShouldBeLoggedInOrSignedUpError', 'この操作には、ログインとガーデンへの参加が必要です。'],
    ['NotFoundError', '見つかりませんでした。'],
    ['RateLimitedError', '短い時間に操作が多すぎます。30秒待ってからもう一度お試しください。'],
  ])('shows a %s under the composer and keeps the text', async (typename, message) => {
    const { user, environment } = await renderChannel();
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, '送りたい言葉');
    await user.click(screen.getByRole('button', { name: '送信' }));

    const mutation = operationNamed(environment, 'usePostChatMessageMutation');
    act(() => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          ...createMockPayloadResolvers(),
          // The union member and its fields come from the parent: the generator does not
          // look up a union member's own resolver.
          Mutation: () => ({ postChatMessage: { __typename: typename, message } }),
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue('送りたい言葉');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(messageBodies()).toHaveLength(3);
  });

  it('explains a failed request in the fan’s language', async () => {
    const { user, environment } = await renderChannel();
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, 'こんにちは{Enter}');
    const mutation = operationNamed(environment, 'usePostChatMessageMutation');
    act(() => environment.mock.reject(mutation, new Error('Failed to fetch')));
    expect(
      await screen.findByText(
        'メッセージを送れませんでした。通信状況を確かめて、もう一度お試しください。',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveValue('こんにちは');
  });

  it('opens the login modal instead of sending for a visitor who has not joined', async () => {
    const { user, environment } = await renderChannel({
      resolvers: channelPage({ member: false }),
    });
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, 'はじめまして{Enter}');
    expect(screen.getByRole('status', { name: 'login modal' })).toHaveTextContent(
      `open:signup:/messages/chat/${CHANNEL_ID}`,
    );
    expect(() => operationNamed(environment, 'usePostChatMessageMutation')).toThrow();
    expect(input).toHaveValue('はじめまして');
  });

  it('sends the waiting message once the visitor has joined through the login modal', async () => {
    const { user, environment } = await renderChannel({
      resolvers: channelPage({ member: false }),
    });
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, 'はじめまして{Enter}');
    expect(() => operationNamed(environment, 'usePostChatMessageMutation')).toThrow();

    // What the login modal's join leaves in the store: a signed-in member.
    act(() =>
      commitLocalUpdate(environment, (store) => {
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const community = store.create('client:test:community', 'Community');
        community.setValue('Q29tbXVuaXR5OjE=', 'id');
        viewer?.setValue(true, 'isSignedIn');
        viewer?.setLinkedRecord(community, 'joinedCommunity');
      }),
    );
    const mutation = operationNamed(environment, 'usePostChatMessageMutation');
    expect(mutation.request.variables.input).toMatchObject({
      channelId: CHANNEL_ID,
      body: 'はじめまして',
    });
    expect(input).toHaveValue('');
  });

  it('does not send the waiting message if the visitor changed it', async () => {
    const { user, environment } = await renderChannel({
      resolvers: channelPage({ member: false }),
    });
    const input = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(input, 'はじめまして{Enter}');
    await user.type(input, '!');
    act(() =>
      commitLocalUpdate(environment, (store) => {
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const community = store.create('client:test:community', 'Community');
        community.setValue('Q29tbXVuaXR5OjE=', 'id');
        viewer?.setLinkedRecord(community, 'joinedCommunity');
      }),
    );
    expect(() => operationNamed(environment, 'usePostChatMessageMutation')).toThrow();
    expect(input).toHaveValue('はじめまして!');
  });

  it('sends a reply with the quoted target, and clears the target once sent', async () => {
    const { user, environment } = await renderChannel();
    await screen.findByRole('log');
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    await user.click(within(items[0]).getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '返信' }));
    expect(screen.getByText('さんに返信', { exact: false })).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'メッセージ' });
    await user.type(input, 'その場面、私も好き{Enter}');
    const mutation = operationNamed(environment, 'usePostChatMessageMutation');
    expect(mutation.request.variables.input).toMatchObject({
      body: 'その場面、私も好き',
      replyToMessageId: 'message-1',
    });
    expect(screen.queryByText('さんに返信', { exact: false })).not.toBeInTheDocument();
  });

  it('cancels a reply from the composer', async () => {
    const { user } = await renderChannel();
    await screen.findByRole('log');
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    await user.click(within(items[0]).getByRole('button', { name: '操作メニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '返信' }));
    await user.click(screen.getByRole('button', { name: '返信をやめる' }));
    expect(screen.queryByText('さんに返信', { exact: false })).not.toBeInTheDocument();
  });

  it('listens for changed messages and marks the newest one read for a member', async () => {
    const { environment } = await renderChannel();
    await screen.findByRole('log');
    expect(
      operationNamed(environment, 'useChatMessageUpdatedSubscription').request.variables,
    ).toEqual({ channelId: CHANNEL_ID });
    expect(
      operationNamed(environment, 'useMarkChannelReadMutation').request.variables.input,
    ).toMatchObject({ messageId: 'message-3' });
  });

  it('appends a message that arrives on the live subscription', async () => {
    const { environment } = await renderChannel();
    await screen.findByRole('log');
    const subscription = operationNamed(environment, 'useChatMessageAddedSubscription');
    expect(subscription.request.variables).toEqual({
      channelId: CHANNEL_ID,
      connections: [ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages')],
    });
    pushChatMessageAdded(environment, {
      id: 'message-live',
      body: 'いま届いた',
      viewerIsAuthor: false,
      createdAt: LATER,
    });
    expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3', 'いま届いた']);
  });

  it.each([['mutation first'], ['subscription first']])(
    'shows the fan’s own message once when both the mutation and the subscription add it (%s)',
    async (order) => {
      const { user, environment } = await renderChannel();
      const input = await screen.findByRole('textbox', { name: 'メッセージ' });
      await user.type(input, '自分の言葉{Enter}');
      const mutation = operationNamed(environment, 'usePostChatMessageMutation');
      const own = {
        id: 'message-own',
        body: '自分の言葉',
        viewerIsAuthor: true,
        viewerClientMutationId: mutation.request.variables.input.clientMutationId as string,
        createdAt: LATER,
      };
      const resolveMutation = () =>
        act(() => {
          environment.mock.resolve(
            mutation,
            MockPayloadGenerator.generate(mutation, {
              ...createMockPayloadResolvers(),
              ChatMessage: () => ({ ...plainMessage, ...own }),
            }),
          );
        });

      if (order === 'mutation first') {
        resolveMutation();
        pushChatMessageAdded(environment, own);
      } else {
        pushChatMessageAdded(environment, own);
        // The posted message replaces the pending copy at once, not when the answer comes.
        expect(messageBodies().filter((body) => body === '自分の言葉')).toHaveLength(1);
        resolveMutation();
      }
      expect(messageBodies().filter((body) => body === '自分の言葉')).toHaveLength(1);
      expect(messageBodies()).toHaveLength(4);
    },
  );

  it('keeps a fan who reads older messages in place and shows a new-messages button', async () => {
    const { user, environment } = await renderChannel({ layout: SCROLLING_LAYOUT });
    expect(renderedBodies()).toEqual(['メッセージ2', 'メッセージ3']);
    const scroll = fakeScrollMetrics(bottomOf(3) + SCROLLING_LAYOUT.viewportHeight, 300);
    scroll.scrollTo(100);
    await waitFor(() => expect(renderedBodies()).toEqual(['メッセージ1', 'メッセージ2']));
    await virtuosoHandledTheScroll();

    pushChatMessageAdded(environment, {
      id: 'message-live',
      body: '新着',
      viewerIsAuthor: false,
      createdAt: LATER,
    });
    expect(scroll.scrollTop).toBe(100);
    const button = await screen.findByRole('button', { name: '新しいメッセージ' });
    expect(renderedBodies()).toEqual(['メッセージ1', 'メッセージ2']);

    await user.click(button);
    await waitFor(() => expect(renderedBodies()).toEqual(['メッセージ3', '新着']));
    // The line sat right after the last message the fan had already seen, until they looked.
    expect(screen.queryByRole('button', { name: '新しいメッセージ' })).not.toBeInTheDocument();
    expect(screen.queryByText('新しいメッセージ')).not.toBeInTheDocument();
  });

  it('marks where the new messages start for a fan reading older ones', async () => {
    // Short enough messages for all of them to be rendered, long enough to scroll.
    const { environment } = await renderChannel({
      layout: { viewportHeight: 300, itemHeight: 250 },
    });
    const scroll = fakeScrollMetrics(3 * 250, 300);
    scroll.scrollTo(100);
    await virtuosoHandledTheScroll();
    pushChatMessageAdded(environment, {
      id: 'message-live',
      body: '新着',
      viewerIsAuthor: false,
      createdAt: LATER,
    });
    await screen.findByRole('button', { name: '新しいメッセージ' });
    // The line sits right after the last message the fan had already seen.
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(within(items[2]).getByText('新しいメッセージ')).toBeInTheDocument();
  });

  it('follows new messages while the fan is at the bottom', async () => {
    const { environment } = await renderChannel({ layout: SCROLLING_LAYOUT });
    expect(renderedBodies()).toEqual(['メッセージ2', 'メッセージ3']);

    pushChatMessageAdded(environment, {
      id: 'message-live',
      body: '新着',
      viewerIsAuthor: false,
      createdAt: LATER,
    });
    await waitFor(() => expect(renderedBodies()).toEqual(['メッセージ3', '新着']));
    expect(screen.queryByRole('button', { name: '新しいメッセージ' })).not.toBeInTheDocument();
  });

  it('loads older messages above the ones shown', async () => {
    const { user, environment } = await renderChannel({
      resolvers: channelPage({ pageInfo: { hasPreviousPage: true } }),
    });
    expect(
      await screen.findByRole('button', { name: '以前のメッセージを読み込む' }),
    ).toBeInTheDocument();
    // The oldest message is in view (the log renders a window around what is visible): the
    // older page is asked for at once; a tap on the button while it comes asks nothing more.
    await user.click(screen.getByRole('button', { name: '以前のメッセージを読み込む' }));
    const paginations = environment.mock
      .getAllOperations()
      .filter(
        (operation) => operation.request.node.params.name === 'ChatMessageListPaginationQuery',
      );
    expect(paginations).toHaveLength(1);
    const [pagination] = paginations;
    expect(pagination.request.variables).toMatchObject({
      id: CHANNEL_ID,
      // As many as the server sends at once (the log renders only what is in view).
      count: 100,
      cursor: 'cursor-oldest',
    });

    act(() => {
      environment.mock.resolve(
        pagination,
        MockPayloadGenerator.generate(pagination, {
          ...createMockPayloadResolvers(),
          Channel: theChannel,
          ChatMessage: () => ({
            ...plainMessage,
            id: 'message-0',
            body: 'いちばん古い',
            viewerIsAuthor: false,
            createdAt: LATER,
          }),
          PageInfo: () => ({
            hasPreviousPage: false,
            hasNextPage: true,
            startCursor: 'cursor-0',
            endCursor: 'cursor-0',
          }),
        }),
      );
    });
    await waitFor(() =>
      expect(messageBodies()).toEqual([
        'いちばん古い',
        'メッセージ1',
        'メッセージ2',
        'メッセージ3',
      ]),
    );
    expect(
      screen.queryByRole('button', { name: '以前のメッセージを読み込む' }),
    ).not.toBeInTheDocument();
  });

  it('fetches the messages missed while the stream was down, after the newest one it holds', async () => {
    const reconnectListeners = new Set<() => void>();
    const { environment } = await renderChannel({ reconnectListeners });
    await screen.findByRole('log');
    pushChatMessageAdded(environment, {
      id: 'message-live',
      body: '切断前に届いた',
      viewerIsAuthor: false,
      createdAt: LATER,
    });

    act(() => reconnectListeners.forEach((listener) => listener()));
    const catchUp = operationNamed(environment, 'ChatMessageListPaginationQuery');
    expect(catchUp.request.variables).toMatchObject({
      id: CHANNEL_ID,
      newerCount: 100,
      newerCursor: 'cursor-newest',
      count: null,
      cursor: null,
    });

    let missed = 0;
    act(() => {
      environment.mock.resolve(
        catchUp,
        MockPayloadGenerator.generate(catchUp, {
          ...createMockPayloadResolvers(),
          Channel: theChannel,
          // The server returns the one we already have, then the one we missed.
          ChatMessageConnection: () => ({ edges: [{}, {}] }),
          ChatMessage: () =>
            missed++ === 0
              ? {
                  ...plainMessage,
                  id: 'message-live',
                  body: '切断前に届いた',
                  viewerIsAuthor: false,
                  createdAt: LATER,
                }
              : {
                  ...plainMessage,
                  id: 'message-missed',
                  body: '切断中に届いた',
                  viewerIsAuthor: false,
                  createdAt: LATER,
                },
          PageInfo: () => ({
            hasPreviousPage: true,
            hasNextPage: false,
            startCursor: 'c-live',
            endCursor: 'c-missed',
          }),
        }),
      );
    });
    expect(messageBodies()).toEqual([
      'メッセージ1',
      'メッセージ2',
      'メッセージ3',
      '切断前に届いた',
      '切断中に届いた',
    ]);
  });

  it('keeps catching up page by page while the server has more, and stops on a failure', async () => {
    const reconnectListeners = new Set<() => void>();
    const { environment } = await renderChannel({ reconnectListeners });
    await screen.findByRole('log');
    const paginations = () =>
      environment.mock
        .getAllOperations()
        .filter(
          (operation) => operation.request.node.params.name === 'ChatMessageListPaginationQuery',
        );

    act(() => reconnectListeners.forEach((listener) => listener()));
    const [first] = paginations();
    act(() => {
      environment.mock.resolve(
        first,
        MockPayloadGenerator.generate(first, {
          ...createMockPayloadResolvers(),
          Channel: theChannel,
          ChatMessage: () => ({
            ...plainMessage,
            id: 'message-missed-1',
            body: '一通目',
            viewerIsAuthor: false,
            createdAt: LATER,
          }),
          PageInfo: () => ({
            hasPreviousPage: true,
            hasNextPage: true,
            startCursor: 'c-1',
            endCursor: 'c-1',
          }),
        }),
      );
    });
    const [second] = paginations();
    expect(second.request.variables).toMatchObject({ newerCount: 100, newerCursor: 'c-1' });

    act(() => environment.mock.reject(second, new Error('Failed to fetch')));
    expect(paginations()).toHaveLength(0);
    expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3', '一通目']);
  });

  it('opens at the newest message, and where the fan left off on coming back', async () => {
    fakeLayoutOfEveryElement(bottomOf(3) + SCROLLING_LAYOUT.viewportHeight, 300);
    const { user } = await renderChannel({ revisitable: true, layout: SCROLLING_LAYOUT });
    const firstVisit = await screen.findByRole('log');
    expect(renderedBodies()).toEqual(['メッセージ2', 'メッセージ3']);

    firstVisit.scrollTop = 100;
    fireEvent.scroll(firstVisit);
    await waitFor(() => expect(renderedBodies()).toEqual(['メッセージ1', 'メッセージ2']));
    await virtuosoHandledTheScroll();
    await user.click(screen.getByRole('button', { name: 'leave or come back' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'leave or come back' }));

    const secondVisit = screen.getByRole('log');
    expect(secondVisit).not.toBe(firstVisit);
    await waitFor(() => expect(renderedBodies()).toEqual(['メッセージ1', 'メッセージ2']));
  });

  describe('opened from a message link (?message=)', () => {
    it('opens at the linked message, highlighted, and loads newer messages below it', async () => {
      const scrolledTo: string[] = [];
      HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
        scrolledTo.push(this.getAttribute('data-message-id') ?? '');
      };
      try {
        const { environment } = await renderChannel({
          targetMessageId: 'message-2',
          resolvers: channelPage({ pageInfo: { hasNextPage: true, hasPreviousPage: true } }),
        });
        await screen.findByRole('log');
        expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3']);
        expect(scrolledTo).toEqual(['message-2']);
        expect(
          document.querySelector('[data-message-id="message-2"]')?.hasAttribute('data-flash'),
        ).toBe(true);
        // The newest messages are one tap away, without the link.
        expect(screen.getByRole('link', { name: '最新のメッセージへ' })).toHaveAttribute(
          'href',
          `/messages/chat/${CHANNEL_ID}`,
        );

        // The end of the linked page is in view: the newer page is asked for at once (and,
        // its start being in view too, the older one).
        const pagination = environment.mock
          .getAllOperations()
          .find((operation) => operation.request.variables.newerCursor != null);
        if (!pagination) throw new Error('No newer page asked for');
        expect(pagination.request.variables).toMatchObject({
          id: CHANNEL_ID,
          around: 'message-2',
          newerCount: CHAT_PAGE_SIZE,
          newerCursor: 'cursor-newest',
        });
        act(() => {
          environment.mock.resolve(
            pagination,
            MockPayloadGenerator.generate(pagination, {
              ...createMockPayloadResolvers(),
              Channel: theChannel,
              ChatMessage: () => ({
                ...plainMessage,
                id: 'message-4',
                body: 'つづき',
                viewerIsAuthor: false,
                createdAt: LATER,
              }),
              PageInfo: () => ({
                hasPreviousPage: false,
                hasNextPage: false,
                startCursor: 'cursor-4',
                endCursor: 'cursor-4',
              }),
            }),
          );
        });
        expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3', 'つづき']);
        // Caught up with the newest: the button goes, and live messages join this page too.
        expect(screen.queryByRole('link', { name: '最新のメッセージへ' })).not.toBeInTheDocument();
        const live = environment.mock
          .getAllOperations()
          .filter(
            (operation) => operation.request.node.params.name === 'useChatMessageAddedSubscription',
          )
          .at(-1);
        expect(live?.request.variables.connections).toEqual([
          ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages'),
          ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages', {
            around: 'message-2',
          }),
        ]);
      } finally {
        Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
      }
    });

    it('sends the page around the linked message, and keeps live messages out of its gap', async () => {
      const { environment } = await renderChannel({
        targetMessageId: 'message-2',
        resolvers: channelPage({ pageInfo: { hasNextPage: true } }),
      });
      await screen.findByRole('log');
      const live = operationNamed(environment, 'useChatMessageAddedSubscription');
      // Newer messages are not loaded: a live one would sit after a gap, so only the
      // newest messages' list (another connection) gets it.
      expect(live.request.variables.connections).toEqual([
        ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages'),
      ]);
      pushChatMessageAdded(environment, {
        id: 'message-live',
        body: '今きた',
        viewerIsAuthor: false,
        createdAt: LATER,
      });
      expect(messageBodies()).toEqual(['メッセージ1', 'メッセージ2', 'メッセージ3']);
    });

    it('shows not-found for a message this channel does not have or the fan cannot read', async () => {
      await renderChannel({
        showsMessages: false,
        targetMessageId: 'message-elsewhere',
        resolvers: {
          ...channelPage(),
          ChatMessageConnection: () => ({ edges: [] }),
        },
      });
      expect(
        await screen.findByRole('heading', { name: 'メッセージが見つかりません' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '最新のメッセージを見る' })).toHaveAttribute(
        'href',
        `/messages/chat/${CHANNEL_ID}`,
      );
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
    });

    it('shows the newest messages when the fan posts from a linked message', async () => {
      const { user, environment } = await renderChannel({
        targetMessageId: 'message-2',
        resolvers: channelPage({ pageInfo: { hasNextPage: true } }),
      });
      const input = await screen.findByRole('textbox', { name: 'メッセージ' });
      await user.type(input, 'ただいま{Enter}');
      const mutation = operationNamed(environment, 'usePostChatMessageMutation');
      expect(mutation.request.variables.connections).toEqual([
        ConnectionHandler.getConnectionID(CHANNEL_ID, 'ChatMessageList_messages'),
      ]);
      expect(screen.getByTestId('location').textContent).toBe(`/messages/chat/${CHANNEL_ID}`);
    });
  });

  describe('the outbox (sending offline)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    function postsOf(environment: MockEnvironment) {
      return environment.mock
        .getAllOperations()
        .filter((operation) => operation.request.node.params.name === 'usePostChatMessageMutation');
    }

    it('keeps a message written offline as pending, then sends it once when back online', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { user, environment } = await renderChannel();
      const input = await screen.findByRole('textbox', { name: 'メッセージ' });
      await user.type(input, '電車の中から{Enter}');
      expect(input).toHaveValue('');
      expect(postsOf(environment)).toHaveLength(0);
      expect(screen.getByText('接続が戻ったら送信します')).toBeInTheDocument();
      expect(messageBodies().at(-1)).toBe('電車の中から');

      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      const [post] = postsOf(environment);
      expect(post.request.variables.input).toMatchObject({
        channelId: CHANNEL_ID,
        body: '電車の中から',
      });
      // A second "online" while it is on its way sends nothing more.
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(postsOf(environment)).toHaveLength(1);
      // No optimistic copy: the outbox's bubble is the one shown until the answer.
      expect(messageBodies().filter((body) => body === '電車の中から')).toHaveLength(1);

      act(() => {
        environment.mock.resolve(
          post,
          MockPayloadGenerator.generate(post, {
            ...createMockPayloadResolvers(),
            ChatMessage: () => ({
              ...plainMessage,
              id: 'message-sent',
              body: '電車の中から',
              viewerIsAuthor: true,
              viewerClientMutationId: post.request.variables.input.clientMutationId,
              createdAt: LATER,
            }),
          }),
        );
      });
      expect(messageBodies().filter((body) => body === '電車の中から')).toHaveLength(1);
      expect(screen.queryByText('接続が戻ったら送信します')).not.toBeInTheDocument();
    });

    it('keeps a message whose request failed on the network, and sends it again with the same id', async () => {
      const { user, environment } = await renderChannel();
      const input = await screen.findByRole('textbox', { name: 'メッセージ' });
      await user.type(input, 'トンネルに入った{Enter}');
      const [first] = postsOf(environment);
      act(() => {
        environment.mock.reject(first, new NetworkError(new TypeError('Failed to fetch')));
      });
      expect(input).toHaveValue('');
      expect(screen.getByText('接続が戻ったら送信します')).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      const retried = postsOf(environment).at(-1)!;
      expect(retried).not.toBe(first);
      expect(retried.request.variables.input.clientMutationId).toBe(
        first.request.variables.input.clientMutationId,
      );
    });

    it('shows a refused message as failed, to send again or discard', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { user, environment } = await renderChannel();
      await user.type(await screen.findByRole('textbox', { name: 'メッセージ' }), '禁句{Enter}');
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      const [post] = postsOf(environment);
      act(() => {
        environment.mock.resolve(post, {
          data: {
            postChatMessage: {
              __typename: 'TextModerationError',
              __isError: 'TextModerationError',
              message: '不適切な表現が含まれています',
            },
          },
        });
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('不適切な表現が含まれています');
      await user.click(screen.getByRole('button', { name: '再送信' }));
      const again = postsOf(environment).at(-1)!;
      expect(again.request.variables.input.clientMutationId).toBe(
        post.request.variables.input.clientMutationId,
      );
      act(() => {
        environment.mock.resolve(again, {
          data: {
            postChatMessage: {
              __typename: 'TextModerationError',
              __isError: 'TextModerationError',
              message: '不適切な表現が含まれています',
            },
          },
        });
      });
      await user.click(await screen.findByRole('button', { name: '破棄' }));
      expect(messageBodies()).not.toContain('禁句');
    });
  });
});
