import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost, buildPostImage } from '../../../../mocks/postsBuilders';
import { createMockPayloadResolvers } from '../../../../mocks/resolvers';
import { renderWithRelay } from '../../../../tests/relay';
import PostPageQueryNode, {
  type PostPageQuery,
} from '../../../__generated__/PostPageQuery.graphql';
import { PostView } from '../PostPage';

const ownPost = {
  ...buildPost('ja', 2),
  id: 'post-1',
  body: '第12話、紅茶のシーンがよかった',
  visibility: 'PUBLIC',
  editedAt: null,
  viewerIsAuthor: true,
  viewerCanDelete: true,
};

function renderOwnPost(post: Record<string, unknown> = ownPost) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PostPageQuery>(environment, PostPageQueryNode, { postId: 'post-1' });
  const rendered = renderWithRelay(<PostView queryRef={queryRef} />, { environment });
  void rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
    Node: () => ({ __typename: 'Post' }),
    Post: () => post,
    PostImage: () => buildPostImage('ja', 1),
    PostCommentConnection: () => ({ edges: [] }),
    PageInfo: () => ({ hasNextPage: false, endCursor: null }),
  } satisfies MockResolvers);
  return rendered;
}

describe('editing one’s own post', () => {
  it('opens the composer prefilled from the menu, saves, and shows the new text as edited', async () => {
    const { user, environment } = renderOwnPost();
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: '投稿のメニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '投稿を編集' }));

    const form = screen.getByRole('form', { name: '投稿を編集' });
    const text = within(form).getByRole('textbox', { name: '投稿の本文' });
    expect(text).toHaveValue('第12話、紅茶のシーンがよかった');
    // The post's image is there to keep or remove.
    expect(within(form).getByRole('button', { name: '画像 1 を外す' })).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, '第12話、人形の庭のシーンが最高だった');
    await user.click(within(form).getByRole('button', { name: '保存する' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEditPostMutation');
    expect(operation.request.variables.input).toMatchObject({
      postId: 'post-1',
      body: '第12話、人形の庭のシーンが最高だった',
      visibility: 'PUBLIC',
      images: [{ uploadId: buildPostImage('ja', 1).uploadId }],
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers(),
          Mutation: () => ({ editPost: { __typename: 'EditPostPayload' } }),
          Post: () => ({
            ...ownPost,
            body: '第12話、人形の庭のシーンが最高だった',
            editedAt: '2026-11-21T10:05:00.000Z',
          }),
        }),
      );
    });
    const updated = await screen.findByRole('article');
    expect(within(updated).getByText('第12話、人形の庭のシーンが最高だった')).toBeInTheDocument();
    const mark = within(updated).getByText('編集済み');
    expect(mark).toHaveAttribute('title', expect.stringContaining('に編集'));
    expect(screen.queryByRole('form', { name: '投稿を編集' })).not.toBeInTheDocument();
  });

  it('keeps the changes in the box with the server’s reason when refused', async () => {
    const { user, environment } = renderOwnPost();
    await user.click(await screen.findByRole('button', { name: '投稿のメニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: '投稿を編集' }));
    const text = screen.getByRole('textbox', { name: '投稿の本文' });
    await user.type(text, ' 禁句');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Mutation: () => ({
            editPost: {
              __typename: 'TextModerationError',
              message: '使えない言葉が含まれています。',
            },
          }),
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('使えない言葉が含まれています。');
    expect(text).toHaveValue('第12話、紅茶のシーンがよかった 禁句');
  });

  it('offers no edit on another fan’s post', async () => {
    const { user } = renderOwnPost({ ...ownPost, viewerIsAuthor: false, viewerCanDelete: true });
    await user.click(await screen.findByRole('button', { name: '投稿のメニュー' }));
    expect(await screen.findByRole('menuitem', { name: '投稿を削除' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '投稿を編集' })).not.toBeInTheDocument();
  });
});
