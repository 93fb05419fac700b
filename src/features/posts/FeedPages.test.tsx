import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../mocks/postsBuilders';
import { renderWithRelay } from '../../../tests/relay';
import HomeTimelinePageQueryNode, {
  type HomeTimelinePageQuery,
} from '../../__generated__/HomeTimelinePageQuery.graphql';
import TrendPageQueryNode, {
  type TrendPageQuery,
} from '../../__generated__/TrendPageQuery.graphql';
import { HomeTimelineView } from './HomeTimelinePage';
import TimelinePageQueryNode, {
  type TimelinePageQuery,
} from '../../__generated__/TimelinePageQuery.graphql';
import { TimelineView } from './TimelinePage';
import { TrendView } from './TrendPage';

describe('the feed pages (/home-timeline, /trend)', () => {
  it('shows the home timeline with the feed tabs, Following selected', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<HomeTimelinePageQuery>(environment, HomeTimelinePageQueryNode, {});
    const rendered = renderWithRelay(<HomeTimelineView queryRef={queryRef} />, {
      environment,
      locale: 'ja',
      initialPath: '/home-timeline',
    });
    rendered.resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      PostConnection: () => ({ edges: [{}, {}, {}] }),
      PageInfo: () => ({ hasNextPage: true, endCursor: 'c3' }),
      Post: () => buildPost('ja', 2),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'ホーム' })).toBeInTheDocument();
    const feeds = screen.getByRole('navigation', { name: 'フィード' });
    expect(within(feeds).getByRole('link', { name: 'フォロー中' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: /もっと見る|more/i })).toBeInTheDocument();
  });

  it('says how to fill an empty home timeline', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<HomeTimelinePageQuery>(environment, HomeTimelinePageQueryNode, {});
    const rendered = renderWithRelay(<HomeTimelineView queryRef={queryRef} />, {
      environment,
      locale: 'en',
      initialPath: '/home-timeline',
    });
    rendered.resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      PostConnection: () => ({ edges: [] }),
    });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows the trend in English with its tab selected', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<TrendPageQuery>(environment, TrendPageQueryNode, {});
    const rendered = renderWithRelay(<TrendView queryRef={queryRef} />, {
      environment,
      locale: 'en',
      initialPath: '/trend',
      routePath: '/trend',
    });
    rendered.resolveMostRecentOperation({
      PostConnection: () => ({ edges: [{}, {}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      Post: () => buildPost('en', 3),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
  });

  it('announces a new official post and puts it on top when the fan taps the banner', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<TimelinePageQuery>(environment, TimelinePageQueryNode, {});
    const rendered = renderWithRelay(<TimelineView queryRef={queryRef} />, {
      environment,
      locale: 'ja',
      initialPath: '/timeline',
    });
    rendered.resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      PostConnection: () => ({ edges: [{}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      Post: () => buildPost('ja', 2),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const subscription = environment.mock.getMostRecentOperation();
    expect(subscription.request.node.operation.name).toBe('useOfficialPostAddedSubscription');
    environment.mock.nextValue(
      subscription,
      MockPayloadGenerator.generate(subscription, {
        Post: () => ({ ...buildPost('ja', 1), id: 'official-new', body: '新しいビジュアル公開！' }),
      }),
    );
    // The list does not move by itself.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(
      await screen.findByRole('button', { name: '新しい投稿が1件あります' }, { timeout: 5000 }),
    );
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]).getByText('新しいビジュアル公開！')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新しい投稿/ })).not.toBeInTheDocument();
  });
});
