import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import MessagesPageQueryNode, {
  type MessagesPageQuery,
} from '../../../__generated__/MessagesPageQuery.graphql';
import { MessagesView } from '../MessagesPage';

const privateChannels = [
  {
    id: 'Q2hhbm5lbDoxMDAx',
    name: 'ルカ',
    viewerMembershipStatus: 'REQUESTED',
    viewerUnreadCount: 1,
  },
  {
    id: 'Q2hhbm5lbDoxMDAy',
    name: 'ミオ、ソラ',
    viewerMembershipStatus: 'ACTIVE',
    viewerUnreadCount: 0,
  },
];

describe('PrivateChannelList (the direct messages tab of /messages)', () => {
  it('lists the viewer’s private channels with requests, unread counts and links', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<MessagesPageQuery>(environment, MessagesPageQueryNode, {});
    const rendered = renderWithRelay(<MessagesView queryRef={queryRef} />, {
      environment,
      initialPath: '/messages?tab=direct',
    });
    let next = 0;
    await rendered.resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      ChannelConnection: () => ({ edges: privateChannels.map(() => ({})) }),
      Channel: () => privateChannels[next++ % privateChannels.length],
      ChatMessage: () => ({
        body: 'はじめまして！',
        isDeleted: false,
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
      User: () => ({ displayName: 'ルカ' }),
    });

    const nav = await screen.findByRole('navigation', { name: 'ダイレクトメッセージ' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/messages/direct-messages/Q2hhbm5lbDoxMDAx');
    expect(within(links[0]).getByText('リクエスト')).toBeInTheDocument();
    expect(within(links[0]).getByLabelText('未読 1 件')).toBeInTheDocument();
    expect(within(links[0]).getByText('ルカ: はじめまして！')).toBeInTheDocument();
    expect(within(links[1]).queryByText('リクエスト')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ダイレクトメッセージ', selected: true })).toBeVisible();
  });
});
