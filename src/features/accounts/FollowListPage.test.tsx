import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { FOLLOWS_PAGE_SIZE } from '../../../common/limits';
import { renderWithRelay } from '../../../tests/relay';
import FollowListPageQueryNode, {
  type FollowListPageQuery,
} from '../../__generated__/FollowListPageQuery.graphql';
import { FollowListView } from './FollowListPage';

const fans = [
  { id: 'VXNlcjox', displayName: 'くろねこ', bio: '放送初日からの王子推し。', avatarUrl: null },
  { id: 'VXNlcjoz', displayName: 'Alex', bio: 'Watching from Toronto.', avatarUrl: null },
];

function renderFollowList(initialPath: string, resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FollowListPageQuery>(environment, FollowListPageQueryNode, {
    pageSize: FOLLOWS_PAGE_SIZE,
  });
  const rendered = renderWithRelay(<FollowListView queryRef={queryRef} />, {
    environment,
    initialPath,
  });
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

function listOf(pageInfo: { hasNextPage: boolean; endCursor: string | null }): MockResolvers {
  let next = 0;
  return {
    UserConnection: () => ({ edges: fans.map(() => ({})) }),
    PageInfo: () => ({ ...pageInfo, hasPreviousPage: false, startCursor: null }),
    User: () => ({ ...fans[next++ % fans.length], isViewer: false, viewerIsFollowing: true }),
    Viewer: () => ({ isSignedIn: true }),
  };
}

describe('FollowListView (/follow-list)', () => {
  it('shows the following tab by default, each fan linking to their profile', async () => {
    renderFollowList('/follow-list', listOf({ hasNextPage: false, endCursor: null }));
    const tab = await screen.findByRole('tab', { name: 'フォロー中' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/profile/VXNlcjox',
      '/profile/VXNlcjoz',
    ]);
    expect(within(panel).getByText('Watching from Toronto.')).toBeInTheDocument();
  });

  it('opens the followers tab from the address', async () => {
    renderFollowList('/follow-list?tab=followers', listOf({ hasNextPage: false, endCursor: null }));
    expect(await screen.findByRole('tab', { name: 'フォロワー' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('loads the next page of the list from its end cursor', async () => {
    const { user, environment } = renderFollowList(
      '/follow-list',
      listOf({ hasNextPage: true, endCursor: 'cursor-2' }),
    );
    const panel = await screen.findByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'もっと見る' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('FollowingListPaginationQuery');
    expect(operation.request.variables).toMatchObject({
      count: FOLLOWS_PAGE_SIZE,
      cursor: 'cursor-2',
    });
  });

  it('says so when nobody is followed yet', async () => {
    renderFollowList('/follow-list', {
      UserConnection: () => ({ edges: [] }),
      Viewer: () => ({ isSignedIn: true }),
    });
    expect(
      await screen.findByRole('heading', { name: /まだ誰もフォローしていません/ }),
    ).toBeInTheDocument();
  });

  it('invites visitors who have not joined instead of showing lists', async () => {
    renderFollowList('/follow-list', { Viewer: () => ({ isSignedIn: false, user: null }) });
    expect(await screen.findByRole('button', { name: 'ログインして参加する' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
