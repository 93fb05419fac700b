import { screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../mocks/postsBuilders';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import TimelinePageQueryNode, {
  type TimelinePageQuery,
} from '../../__generated__/TimelinePageQuery.graphql';
import { TimelineView } from './TimelinePage';

function renderTimeline(resolvers: MockResolvers = {}, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<TimelinePageQuery>(environment, TimelinePageQueryNode, {});
  const rendered = renderWithRelay(<TimelineView queryRef={queryRef} />, {
    environment,
    locale,
  });
  const resolved = rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
    ...resolvers,
  });
  return { ...rendered, resolved };
}

describe('TimelineView (/timeline)', () => {
  it('shows the garden’s posts with their authors, badges, likes and comment counts', async () => {
    let count = 0;
    renderTimeline({
      PostConnection: () => ({ edges: [{}, {}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      // An official public announcement, then a fan's members-only post.
      Post: () =>
        (count += 1) % 2 === 1
          ? { ...buildPost('ja', 1), isOfficial: true, visibility: 'PUBLIC', commentCount: 2 }
          : { ...buildPost('ja', 2), isOfficial: false, visibility: 'MEMBERS', commentCount: 0 },
    });
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(2);
    expect(within(posts[0]).getByText('公式')).toBeInTheDocument();
    expect(within(posts[1]).queryByText('公式')).not.toBeInTheDocument();
    expect(within(posts[1]).getByText('メンバー限定')).toBeInTheDocument();
    expect(within(posts[0]).getByRole('link', { name: /コメント/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/posts\//),
    );
    expect(within(posts[0]).getByRole('button', { name: /いいね/ })).toBeInTheDocument();
  });

  it('says the timeline is empty with a hint, in English too', async () => {
    renderTimeline({ PostConnection: () => ({ edges: [] }) }, 'en');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('loads the next page of posts from the end cursor', async () => {
    const { user, environment } = renderTimeline({
      PostConnection: () => ({ edges: [{}] }),
      PageInfo: () => ({ hasNextPage: true, endCursor: 'post-cursor-1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'もっと見る' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('TimelinePaginationQuery');
    expect(operation.request.variables).toMatchObject({ count: 20, cursor: 'post-cursor-1' });
  });

  it('posts members-only by default and puts the new post on top of the timeline', async () => {
    const { user, environment } = renderTimeline({
      PostConnection: () => ({ edges: [{}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    });
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('textbox', { name: '投稿の本文' }), '今日も推し活がんばる');
    await user.click(screen.getByRole('button', { name: '投稿する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreatePostMutation');
    expect(operation.request.variables.input).toMatchObject({
      body: '今日も推し活がんばる',
      visibility: 'MEMBERS',
      topicId: null,
    });
    expect(operation.request.variables.connections).toHaveLength(1);
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        ...createMockPayloadResolvers(),
        // The union member comes from the parent: the generator does not pick one itself.
        Mutation: () => ({ createPost: { __typename: 'CreatePostPayload' } }),
        Post: () => ({ ...buildPost('ja', 3), id: 'new-post', body: '今日も推し活がんばる' }),
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const posts = screen.getAllByRole('article');
    expect(within(posts[0]).getByText('今日も推し活がんばる')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '投稿の本文' })).toHaveValue('');
  });

  it('keeps a refused post in the box with the server’s reason', async () => {
    const { user, environment } = renderTimeline({ PostConnection: () => ({ edges: [] }) });
    await user.type(await screen.findByRole('textbox', { name: '投稿の本文' }), '禁句');
    await user.click(screen.getByRole('button', { name: '投稿する' }));
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Mutation: () => ({
          createPost: {
            __typename: 'TextModerationError',
            message: 'この文章には、ガーデンで使えない言葉が含まれています。',
          },
        }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('使えない言葉');
    expect(screen.getByRole('textbox', { name: '投稿の本文' })).toHaveValue('禁句');
  });
});
