import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../mocks/postsBuilders';
import { renderWithRelay } from '../../../tests/relay';
import SearchPageQueryNode, {
  type SearchPageQuery,
} from '../../__generated__/SearchPageQuery.graphql';
import { SearchView } from './SearchPage';

function renderSearch(query: string, bodies: string[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SearchPageQuery>(environment, SearchPageQueryNode, { query });
  let index = 0;
  const rendered = renderWithRelay(<SearchView queryRef={queryRef} />, {
    environment,
    initialPath: `/search?q=${encodeURIComponent(query)}`,
  });
  void rendered.resolveMostRecentOperation({
    PostConnection: () => ({ edges: bodies.map(() => ({})) }),
    PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    Post: () => ({ ...buildPost('ja', (index += 1)), body: bodies[index - 1] }),
  });
  return rendered;
}

describe('SearchView (/search)', () => {
  it('marks where the query matched, across kana and width', async () => {
    renderSearch('まりおねっと', ['ﾏﾘｵﾈｯﾄの糸、マリオネットの涙']);
    const result = await screen.findByRole('listitem');
    const marks = within(result)
      .getAllByText((_content, element) => element?.tagName === 'MARK')
      .map((mark) => mark.textContent);
    expect(marks).toEqual(['ﾏﾘｵﾈｯﾄ', 'マリオネット']);
    expect(within(result).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/posts\//),
    );
    expect(screen.getByRole('searchbox', { name: '検索することば' })).toHaveValue('まりおねっと');
  });

  it('says nothing was found, with the query', async () => {
    renderSearch('推し活', []);
    expect(
      await screen.findByRole('heading', { name: '「推し活」を含む投稿は見つかりませんでした' }),
    ).toBeInTheDocument();
  });
});
