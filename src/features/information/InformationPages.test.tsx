import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildInformationArticle, buildOfficialSchedule } from '../../../mocks/information';
import { renderWithRelay } from '../../../tests/relay';
import ArticlePageQueryNode, {
  type ArticlePageQuery,
} from '../../__generated__/ArticlePageQuery.graphql';
import EventsPageQueryNode, {
  type EventsPageQuery,
} from '../../__generated__/EventsPageQuery.graphql';
import InformationPageQueryNode, {
  type InformationPageQuery,
} from '../../__generated__/InformationPageQuery.graphql';
import { ArticlePageView } from './ArticlePage';
import { EventsView } from './EventsPage';
import { InformationView } from './InformationPage';

describe('information pages', () => {
  it('lists the news with the unread count, pinned and unread marks', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<InformationPageQuery>(environment, InformationPageQueryNode, {});
    const rendered = renderWithRelay(<InformationView queryRef={queryRef} />, {
      environment,
      locale: 'ja',
    });
    let index = 0;
    rendered.resolveMostRecentOperation({
      Community: () => ({ unreadInformationCount: 1 }),
      InformationArticleConnection: () => ({ edges: [{}, {}] }),
      InformationArticle: () => {
        index += 1;
        return { ...buildInformationArticle('ja', index), viewerHasRead: index !== 1 };
      },
      PageInfo: () => ({ hasNextPage: false }),
    });
    expect(await screen.findByText('未読のお知らせが1件あります')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /オープン|同時視聴会/ });
    expect(links).toHaveLength(2);
    expect(within(links[0]).getByText('固定')).toBeInTheDocument();
    expect(within(links[0]).getByText('未読')).toBeInTheDocument();
    expect(within(links[1]).queryByText('未読')).not.toBeInTheDocument();
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/\/general-information$/));
  });

  it('marks an unread article read when a member opens it', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ArticlePageQuery>(environment, ArticlePageQueryNode, {
      articleId: 'a1',
    });
    const rendered = renderWithRelay(<ArticlePageView queryRef={queryRef} />, {
      environment,
      locale: 'en',
    });
    rendered.resolveMostRecentOperation({
      Node: () => ({ __typename: 'InformationArticle' }),
      InformationArticle: () => ({ ...buildInformationArticle('en', 2), viewerHasRead: false }),
      Viewer: () => ({ joinedCommunity: {} }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Join our episode 1 watch party' }),
    ).toBeInTheDocument();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useMarkInformationReadMutation');
    expect(operation.request.variables.input.articleId).toBe(buildInformationArticle('en', 2).id);
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
    expect(screen.getByRole('button', { name: /Add to favourites/ })).toBeInTheDocument();
  });

  it('shows the events with a calendar marking their days', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<EventsPageQuery>(environment, EventsPageQueryNode, {});
    const rendered = renderWithRelay(<EventsView queryRef={queryRef} />, {
      environment,
      locale: 'en',
    });
    rendered.resolveMostRecentOperation({
      OfficialScheduleConnection: () => ({ edges: [{}] }),
      OfficialSchedule: () => buildOfficialSchedule('en', 1),
      PageInfo: () => ({ hasNextPage: false }),
    });
    expect(await screen.findByText('Episode 1 watch party')).toBeInTheDocument();
    const day = new Date(buildOfficialSchedule('en', 1).startsAt);
    const busy = screen
      .getAllByRole('button', { pressed: false })
      .filter((button) => !button.hasAttribute('disabled'));
    expect(busy.map((button) => button.textContent)).toContain(String(day.getDate()));
  });
});
