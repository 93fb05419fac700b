import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../../mocks/articles';
import { renderWithRelay } from '../../../tests/relay';
import ArticlesPageQueryNode, {
  type ArticlesPageQuery,
} from '../../__generated__/ArticlesPageQuery.graphql';
import FeatureArticlePageQueryNode, {
  type FeatureArticlePageQuery,
} from '../../__generated__/FeatureArticlePageQuery.graphql';
import { ArticlesView } from './ArticlesPage';
import { ARTICLES_PAGE_SIZE } from './articlesPageSize';
import { FeatureArticlePageView } from './FeatureArticlePage';

const block = (fields: Record<string, unknown>) => ({
  text: null,
  spans: [],
  href: null,
  imageUrl: null,
  alt: null,
  width: null,
  height: null,
  ...fields,
});

function renderArticle(locale: 'ja' | 'en', slug = 'creator-interview') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FeatureArticlePageQuery>(environment, FeatureArticlePageQueryNode, {
    slug,
  });
  return renderWithRelay(<FeatureArticlePageView queryRef={queryRef} />, { environment, locale });
}

describe('articles', () => {
  it('lists the articles as cards with their date, lead and a members-only mark', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ArticlesPageQuery>(environment, ArticlesPageQueryNode, {
      count: ARTICLES_PAGE_SIZE,
    });
    const rendered = renderWithRelay(<ArticlesView queryRef={queryRef} />, {
      environment,
      locale: 'en',
    });
    let index = 0;
    await rendered.resolveMostRecentOperation({
      ArticleConnection: () => ({ edges: Array.from({ length: 4 }, () => ({})) }),
      Article: () => buildArticle('en', (index += 1)),
      PageInfo: () => ({ hasNextPage: true, endCursor: 'next' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('article-card');
    expect(cards[0]).toHaveAttribute('href', '/articles/storyboard-commentary-part2');
    expect(cards[0]).toHaveTextContent('Members only');
    expect(cards[1]).toHaveTextContent(buildArticle('en', 2).lead);
    expect(cards[1]).not.toHaveTextContent('Members only');
    expect(screen.getByRole('button', { name: 'More features' })).toBeInTheDocument();
  });

  it('reads an open article as blocks, markup shown as text', async () => {
    const rendered = renderArticle('en');
    const blocks = [
      block({ kind: 'HEADING', text: '<b>It started</b>' }),
      block({ kind: 'PARAGRAPH', spans: [{ text: 'A horned boy in a garden', href: null }] }),
    ];
    let blockIndex = 0;
    await rendered.resolveMostRecentOperation({
      Article: () => ({ ...buildArticle('en', 2), body: blocks }),
      PageBlock: () => blocks[blockIndex++ % blocks.length],
      PageTextSpan: () => ({ text: 'A horned boy in a garden', href: null }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: buildArticle('en', 2).title }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '<b>It started</b>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A horned boy in a garden')).toBeInTheDocument();
    expect(screen.queryByTestId('article-locked')).not.toBeInTheDocument();
    expect(rendered.container.querySelector('script')).toBeNull();
  });

  it('shows a members-only article locked, with the way in for a visitor and for a fan', async () => {
    for (const [joined, action] of [
      [null, 'ログインして続きを読む'],
      [{ __typename: 'JoinedCommunity' }, 'メンバーシップを見る'],
    ] as const) {
      const rendered = renderArticle('ja', 'storyboard-commentary-part2');
      await rendered.resolveMostRecentOperation({
        Article: () => ({ ...buildArticle('ja', 1), viewerCanRead: false, body: [] }),
        Viewer: () => ({ joinedCommunity: joined }),
      });
      expect(await screen.findByTestId('article-locked')).toHaveTextContent(
        'この記事の続きはメンバー限定です',
      );
      expect(screen.getByText(buildArticle('ja', 1).lead)).toBeInTheDocument();
      expect(screen.getAllByText('メンバー限定').length).toBeGreaterThan(0);
      expect(screen.getByRole(joined ? 'link' : 'button', { name: action })).toBeInTheDocument();
      rendered.unmount();
    }
  });

  it('shows the garden’s not-found page for an unknown or unpublished article', async () => {
    const rendered = renderArticle('ja', 'no-such-article');
    await rendered.resolveMostRecentOperation({ Community: () => ({ article: null }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('article-locked')).not.toBeInTheDocument();
  });
});
