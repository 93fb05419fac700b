import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import DirectMessagePageQueryNode, {
  type DirectMessagePageQuery,
} from '../../__generated__/DirectMessagePageQuery.graphql';
import { PrivateChannelsLive } from './PrivateChannelsLive';
import { DirectMessageView } from './DirectMessagePage';
import { CHAT_PAGE_SIZE } from '../../state/chatList';

const CHANNEL_ID = 'Q2hhbm5lbDoxMDAx';

function privateChannel(overrides: Record<string, unknown>): MockResolvers {
  return {
    Channel: () => ({
      id: CHANNEL_ID,
      name: 'ルカ',
      isPrivate: true,
      viewerHasJoined: false,
      viewerMembershipStatus: 'ACTIVE',
      viewerCanPost: true,
      lastActivityAt: '2026-11-21T10:00:00.000Z',
      ...overrides,
    }),
    ChannelMember: () => ({ status: 'ACTIVE' }),
    User: () => ({ id: 'VXNlcjo5', displayName: 'ルカ', avatarUrl: null }),
    ChatMessageConnection: () => ({ edges: [{}] }),
    ChatMessage: () => ({
      body: 'はじめまして！',
      createdAt: '2026-11-21T10:00:00.000Z',
      isDeleted: false,
      editedAt: null,
      replyTo: null,
      reactions: [],
      viewerIsAuthor: false,
      translation: null,
    }),
  };
}

function renderDirectMessage(resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DirectMessagePageQuery>(environment, DirectMessagePageQueryNode, {
    channelId: CHANNEL_ID,
    messageCount: CHAT_PAGE_SIZE,
    targetMessageId: null,
  });
  // The shell keeps the private channels live (AppLayout): the page is drawn inside it.
  const rendered = renderWithRelay(
    <>
      <DirectMessageView queryRef={queryRef} />
      <PrivateChannelsLive />
    </>,
    { environment },
  );
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

describe('DirectMessageView (/messages/direct-messages/:id)', () => {
  it('shows a request with accept and a confirmed reject instead of the composer', async () => {
    const { user, environment } = renderDirectMessage(
      privateChannel({ viewerMembershipStatus: 'REQUESTED', viewerCanPost: false }),
    );
    expect(
      await screen.findByText('ルカさんからメッセージリクエストが届いています'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).not.toBeInTheDocument();
    // The log shows its messages once it has scrolled to the newest (a few frames).
    expect(await screen.findByText('はじめまして！')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '拒否する' }));
    const dialog = await screen.findByRole('dialog', { name: 'このリクエストを拒否しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '拒否する' }));
    const reject = environment.mock.getMostRecentOperation();
    expect(reject.request.node.params.name).toBe('useRespondToChannelRequestMutation');
    expect(reject.request.variables.input).toMatchObject({ channelId: CHANNEL_ID, accept: false });
    await act(async () => {
      environment.mock.resolve(reject, MockPayloadGenerator.generate(reject));
    });

    await user.click(screen.getByRole('button', { name: '承認する' }));
    const accept = environment.mock.getMostRecentOperation();
    expect(accept.request.variables.input).toMatchObject({ channelId: CHANNEL_ID, accept: true });
  });

  it('says the request is waiting once its one message went out', async () => {
    renderDirectMessage(privateChannel({ viewerCanPost: false, viewerHasJoined: true }));
    expect(
      await screen.findByText('リクエストを送りました。相手が承認すると続けて送れます。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).not.toBeInTheDocument();
  });

  // The live events of a request's first message can arrive before the mutation's answer
  // (a busy server): the waiting state must still replace the composer once it answers.
  it('shows the waiting state when the live update comes before the post is answered', async () => {
    const { user, environment } = renderDirectMessage(privateChannel({ viewerHasJoined: true }));
    await user.type(await screen.findByRole('textbox', { name: 'メッセージ' }), 'はじめまして');
    await user.click(screen.getByRole('button', { name: '送信' }));
    const posting = environment.mock.getMostRecentOperation();
    expect(posting.request.node.params.name).toBe('usePostChatMessageMutation');
    expect(await screen.findByText('はじめまして')).toBeInTheDocument();

    const subscription = (name: string) =>
      environment.mock
        .getAllOperations()
        .find((operation) => operation.request.node.params.name === name)!;
    // The server's events, as the server sends them: the same channel, now closed.
    const closed = privateChannel({ viewerHasJoined: true, viewerCanPost: false });
    const posted = {
      ...closed,
      ChatMessage: () => ({
        id: 'Q2hhdE1lc3NhZ2U6MQ==',
        body: 'はじめまして',
        createdAt: '2026-11-21T10:01:00.000Z',
        viewerIsAuthor: true,
        isDeleted: false,
        editedAt: null,
        replyTo: null,
        reactions: [],
      }),
    };
    const added = subscription('useChatMessageAddedSubscription');
    await act(async () => {
      environment.mock.nextValue(added, MockPayloadGenerator.generate(added, posted));
    });
    const live = subscription('usePrivateChannelUpdatedSubscription');
    await act(async () => {
      environment.mock.nextValue(live, MockPayloadGenerator.generate(live, closed));
    });
    await act(async () => {
      environment.mock.resolve(
        posting,
        MockPayloadGenerator.generate(posting, {
          ...posted,
          PostChatMessageResult: () => ({ __typename: 'PostChatMessagePayload' }),
        }),
      );
    });
    expect(
      await screen.findByText('リクエストを送りました。相手が承認すると続けて送れます。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).not.toBeInTheDocument();
  });

  it('offers the composer to an accepted member, with the members in the header', async () => {
    renderDirectMessage(privateChannel({ viewerHasJoined: true }));
    expect(await screen.findByRole('heading', { name: 'ルカ' })).toBeInTheDocument();
    expect(screen.getByText('2人')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'メッセージ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ダイレクトメッセージ一覧へ戻る' })).toHaveAttribute(
      'href',
      '/messages?tab=direct',
    );
  });

  it('answers not found for a public channel’s id', async () => {
    renderDirectMessage(privateChannel({ isPrivate: false }));
    expect(await screen.findByText('チャンネルが見つかりません')).toBeInTheDocument();
  });
});
