import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost, buildPostComment } from '../../../mocks/postsBuilders';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import PostPageQueryNode, { type PostPageQuery } from '../../__generated__/PostPageQuery.graphql';
import { PostView } from './PostPage';

function renderPost(resolvers: MockResolvers, member = true) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PostPageQuery>(environment, PostPageQueryNode, { postId: 'post-1' });
  const rendered = renderWithRelay(<PostView queryRef={queryRef} />, { environment });
  void rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: member, joinedCommunity: member ? {} : null }),
    ...resolvers,
  });
  return rendered;
}

let commentIndex = 0;
const post: MockResolvers = {
  Node: () => ({ __typename: 'Post' }),
  Post: () => ({ ...buildPost('ja', 2), id: 'post-1', commentCount: 2 }),
  PostCommentConnection: () => ({ edges: [{}, {}] }),
  PostComment: () => buildPostComment('ja', (commentIndex += 1)),
  PageInfo: () => ({ hasNextPage: false, endCursor: null }),
};

describe('PostView (/posts/:postId)', () => {
  it('shows the post and its comments oldest first', async () => {
    commentIndex = 0;
    renderPost(post);
    const article = await screen.findByRole('article');
    expect(within(article).getByText(buildPost('ja', 2).body)).toBeInTheDocument();
    const comments = screen.getAllByRole('listitem');
    expect(comments.map((item) => item.textContent)).toEqual([
      expect.stringContaining(buildPostComment('ja', 1).body),
      expect.stringContaining(buildPostComment('ja', 2).body),
    ]);
  });

  it('sends a comment and appends it under the post', async () => {
    commentIndex = 0;
    const { user, environment } = renderPost(post);
    await user.type(await screen.findByRole('textbox', { name: 'コメント' }), 'わかります！');
    await user.click(screen.getByRole('button', { name: '送信' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCommentOnPostMutation');
    expect(operation.request.variables.input).toMatchObject({
      postId: 'post-1',
      body: 'わかります！',
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers(),
          Mutation: () => ({ commentOnPost: { __typename: 'CommentOnPostPayload' } }),
          Post: () => ({ id: 'post-1', commentCount: 3 }),
          PostComment: () => ({ ...buildPostComment('ja', 9), id: 'new', body: 'わかります！' }),
        }),
      );
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('わかります！');
    expect(screen.getByText('コメント 3件')).toBeInTheDocument();
  });

  it('tells a visitor a missing post may be for members, and offers to join', async () => {
    renderPost({ Query: () => ({ node: null }) }, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: '投稿が見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/メンバー限定の投稿かもしれません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '庭に参加する' })).toBeInTheDocument();
  });
});
