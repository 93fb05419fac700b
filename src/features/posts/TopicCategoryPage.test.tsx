import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildTopic, buildTopicCategory } from '../../../mocks/postsBuilders';
import { renderWithRelay } from '../../../tests/relay';
import TopicCategoryPageQueryNode, {
  type TopicCategoryPageQuery,
} from '../../__generated__/TopicCategoryPageQuery.graphql';
import { TopicCategoryView } from './TopicCategoryPage';

function renderCategory(resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<TopicCategoryPageQuery>(environment, TopicCategoryPageQueryNode, {
    topicCategoryId: buildTopicCategory('ja', 1).id,
  });
  const rendered = renderWithRelay(<TopicCategoryView queryRef={queryRef} />, { environment });
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

let topicIndex = 0;
const category: MockResolvers = {
  Node: () => ({ __typename: 'TopicCategory' }),
  TopicCategory: () => buildTopicCategory('ja', 1),
  TopicConnection: () => ({ edges: [{}, {}] }),
  // Pinned here: a type's own resolver wins over the parent's nested value.
  Topic: () => ({ ...buildTopic('ja', (topicIndex += 1)), category: null }),
  PageInfo: () => ({ hasNextPage: false, endCursor: null }),
};

describe('TopicCategoryView (/topic-categories/:topicCategoryId)', () => {
  it('shows the category and links each of its topics', async () => {
    topicIndex = 0;
    renderCategory(category);
    const name = buildTopicCategory('ja', 1).name;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: `「${name}」のトピック` });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/topics/${encodeURIComponent(buildTopic('ja', 1).id)}`,
      `/topics/${encodeURIComponent(buildTopic('ja', 2).id)}`,
    ]);
    expect(links[0]).toHaveTextContent(`# ${buildTopic('ja', 1).name}`);
    expect(screen.getByRole('link', { name: 'トピック一覧へ' })).toHaveAttribute('href', '/topics');
  });

  it('says so when the category has no topics yet', async () => {
    renderCategory({ ...category, TopicConnection: () => ({ edges: [] }) });
    expect(await screen.findByText('このカテゴリにはまだトピックがありません')).toBeInTheDocument();
  });

  it('says the category is not found when the id names none', async () => {
    renderCategory({ Query: () => ({ node: null }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'カテゴリが見つかりません' }),
    ).toBeInTheDocument();
  });
});
