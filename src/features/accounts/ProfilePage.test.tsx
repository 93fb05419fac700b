import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import ProfilePageQueryNode, {
  type ProfilePageQuery,
} from '../../__generated__/ProfilePageQuery.graphql';
import viewerMembershipQueryNode from '../../__generated__/viewerMembershipQuery.graphql';
import { COLLECTIONS_PAGE_SIZE } from '../cards/cardsPageSize';
import { ProfileView } from './ProfilePage';

const HANA = 'VXNlcjoy';

function renderProfile(user: Record<string, unknown> | null, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ProfilePageQuery>(environment, ProfilePageQueryNode, {
    userId: HANA,
    collections: COLLECTIONS_PAGE_SIZE,
  });
  // The viewer is a member, as the app layout's query would have told the store.
  environment.commitPayload(createOperationDescriptor(getRequest(viewerMembershipQueryNode), {}), {
    viewer: {
      isSignedIn: true,
      joinedCommunity: { __typename: 'Community', id: 'Q29tbXVuaXR5OjE=' },
    },
  });
  const rendered = renderWithRelay(<ProfileView queryRef={queryRef} />, { environment, locale });
  if (user) {
    const resolvers: MockResolvers = {
      Node: () => ({ __typename: 'User', id: HANA, ...user }),
      User: () => ({ id: HANA, ...user }),
    };
    void rendered.resolveMostRecentOperation(resolvers);
  } else {
    // No such node: an unknown id, or one of another garden.
    void act(() => environment.mock.resolveMostRecentOperation({ data: { node: null } }));
  }
  return rendered;
}

const hana = {
  displayName: '花守',
  bio: '人形推しの絵描きです。',
  joinedAt: '2026-04-01T10:00:00.000Z',
  avatarUrl: null,
  followerCount: 12,
  followingCount: 3,
  viewerIsFollowing: false,
  isViewer: false,
  role: 'MEMBER',
};

describe('ProfileView (/profile/:userId)', () => {
  it('shows the fan’s name, bio, joined date and follow counts', async () => {
    renderProfile(hana);
    expect(await screen.findByRole('heading', { name: '花守' })).toBeInTheDocument();
    expect(screen.queryByText('公式')).not.toBeInTheDocument();
    expect(screen.getByText('人形推しの絵描きです。')).toBeInTheDocument();
    expect(screen.getByText('2026年4月1日に参加')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '花守さんをフォローする' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('follows at once (optimistic) and sends followUser with the fan’s id', async () => {
    const { user, environment } = renderProfile(hana, 'en');
    await user.click(await screen.findByRole('button', { name: 'Follow 花守' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useFollowUserMutation');
    expect(operation.request.variables.input).toMatchObject({ userId: HANA });
    expect(screen.getByRole('button', { name: 'Unfollow 花守' })).toHaveTextContent('Following');
    expect(screen.getByText('13')).toBeInTheDocument();
  });

  it('rolls the follow back when the server refuses it', async () => {
    const { user, environment } = renderProfile(hana, 'en');
    await user.click(await screen.findByRole('button', { name: 'Follow 花守' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          followUser: {
            __typename: 'RateLimitedError',
            __isError: 'RateLimitedError',
            message: 'Too many actions in a short time.',
          },
        },
      });
    });
    expect(screen.getByRole('button', { name: 'Follow 花守' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('shows no follow button on one’s own profile', async () => {
    renderProfile({ ...hana, isViewer: true });
    await screen.findByRole('heading', { name: '花守' });
    expect(screen.queryByRole('button', { name: /フォロー/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /フォロワー/ })).toHaveAttribute(
      'href',
      '/follow-list?tab=followers',
    );
  });

  it('marks the creator’s official account with a badge', async () => {
    renderProfile({ ...hana, displayName: '『魔王子と人形』公式', role: 'OFFICIAL' });
    await screen.findByRole('heading', { name: '『魔王子と人形』公式' });
    expect(screen.getByText('公式')).toBeInTheDocument();
  });

  it('says not found for an id that is not a fan of this garden', async () => {
    renderProfile(null);
    expect(
      await screen.findByRole('heading', { name: 'このファンは見つかりませんでした' }),
    ).toBeInTheDocument();
  });

  it('shows the fan’s gallery in their order, and no gallery when they show none', async () => {
    const view = renderProfile({ ...hana, cardShowcase: [{}, {}, {}] });
    const gallery = await screen.findByRole('region', { name: 'ギャラリー' });
    const cards = within(gallery).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', expect.stringMatching(/^\/collectable-card\//));
    view.unmount();
    renderProfile({ ...hana, cardShowcase: [] });
    expect(await screen.findByRole('heading', { name: '花守' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ギャラリー' })).not.toBeInTheDocument();
  });
});
