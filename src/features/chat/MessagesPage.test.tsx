import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import MessagesPageQueryNode, {
  type MessagesPageQuery,
} from '../../__generated__/MessagesPageQuery.graphql';
import { MessagesView } from './MessagesPage';

const channels = [
  {
    id: 'Q2hhbm5lbDox',
    name: 'ひろば',
    description: '庭のみんなで気軽におしゃべりしましょう。',
    viewerHasJoined: true,
    viewerUnreadCount: 3,
  },
  {
    id: 'Q2hhbm5lbDoy',
    name: '物語の感想',
    description: '最新章の感想はこちらへ。',
    viewerHasJoined: false,
    viewerUnreadCount: 0,
  },
];

function channelResolvers(pageInfo: {
  hasNextPage: boolean;
  endCursor: string | null;
}): MockResolvers {
  let next = 0;
  return {
    ChannelConnection: () => ({ edges: channels.map(() => ({})) }),
    PageInfo: () => ({ ...pageInfo, hasPreviousPage: false, startCursor: null }),
    Channel: () => channels[next++ % channels.length],
    ChatMessage: () => ({
      body: '今日の更新、最高でした',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    }),
    User: () => ({ displayName: 'ルカ' }),
  };
}

function renderMessages(resolvers: MockResolvers, viewerJoined = true) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MessagesPageQuery>(environment, MessagesPageQueryNode, {});
  const rendered = renderWithRelay(<MessagesView queryRef={queryRef} />, { environment });
  rendered.resolveMostRecentOperation({
    ...resolvers,
    Viewer: () => ({ isSignedIn: viewerJoined, joinedCommunity: viewerJoined ? {} : null }),
  });
  return rendered;
}

describe('MessagesView (/messages)', () => {
  it('lists the channels with links, previews and joined badges', async () => {
    renderMessages(channelResolvers({ hasNextPage: false, endCursor: null }));

    const nav = await screen.findByRole('navigation', { name: 'チャンネル一覧' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/messages/chat/Q2hhbm5lbDox');
    expect(links[1]).toHaveAttribute('href', '/messages/chat/Q2hhbm5lbDoy');

    expect(within(links[0]).getByText('ひろば')).toBeInTheDocument();
    expect(within(links[0]).getByText('参加中')).toBeInTheDocument();
    expect(within(links[1]).queryByText('参加中')).not.toBeInTheDocument();
    expect(within(links[0]).getByText('ルカ: 今日の更新、最高でした')).toBeInTheDocument();
    expect(within(links[0]).getByText('5 分前')).toBeInTheDocument();
    // Unread counts come from the server's read position; none is shown for 0.
    expect(within(links[0]).getByLabelText('未読 3 件')).toHaveTextContent('3');
    expect(within(links[1]).queryByLabelText(/未読/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('loads the next page of channels from the end cursor', async () => {
    const { user, environment } = renderMessages(
      channelResolvers({ hasNextPage: true, endCursor: 'cursor-2' }),
    );

    await user.click(await screen.findByRole('button', { name: 'もっと見る' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ChannelListPaginationQuery');
    expect(operation.request.variables).toMatchObject({ count: 20, cursor: 'cursor-2' });
  });

  it('invites a visitor who has not joined, and not a member', async () => {
    renderMessages(channelResolvers({ hasNextPage: false, endCursor: null }), false);
    expect(await screen.findByRole('button', { name: 'ガーデンに参加する' })).toBeInTheDocument();
  });

  it('shows no invitation to a member', async () => {
    renderMessages(channelResolvers({ hasNextPage: false, endCursor: null }), true);
    await screen.findByRole('navigation', { name: 'チャンネル一覧' });
    expect(screen.queryByRole('button', { name: 'ガーデンに参加する' })).not.toBeInTheDocument();
  });
});
