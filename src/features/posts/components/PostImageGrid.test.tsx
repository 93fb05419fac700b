import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildPost, buildPostImage } from '../../../../mocks/postsBuilders';
import { renderWithRelay } from '../../../../tests/relay';
import PostPageQueryNode, {
  type PostPageQuery,
} from '../../../__generated__/PostPageQuery.graphql';
import TimelinePageQueryNode, {
  type TimelinePageQuery,
} from '../../../__generated__/TimelinePageQuery.graphql';
import { PostView } from '../PostPage';
import { TimelineView } from '../TimelinePage';

function imagesOf(count: number) {
  return Array.from({ length: count }, (_, n) => buildPostImage('ja', n + 1));
}

describe('PostImageGrid', () => {
  it('shows a post’s images on the timeline with their size, each a link to the post', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<TimelinePageQuery>(environment, TimelinePageQueryNode, {});
    const rendered = renderWithRelay(<TimelineView queryRef={queryRef} />, { environment });
    await rendered.resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      PostConnection: () => ({ edges: [{}] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
      Post: () => ({ ...buildPost('ja', 2), id: 'post-1', images: imagesOf(2) }),
    });
    const post = await screen.findByRole('article');
    const grid = within(post).getByRole('group', { name: '画像 2 枚' });
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', '/images/posts/tea-party.webp');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[0]).toHaveAccessibleName(buildPostImage('ja', 1).altText);
    for (const link of within(grid).getAllByRole('link'))
      expect(link).toHaveAttribute('href', `/posts/${encodeURIComponent('post-1')}`);
  });

  it('opens an image full size in a lightbox on the post’s page, and steps to the next', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<PostPageQuery>(environment, PostPageQueryNode, { postId: 'post-1' });
    const { user, resolveMostRecentOperation } = renderWithRelay(<PostView queryRef={queryRef} />, {
      environment,
    });
    await resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      Node: () => ({ __typename: 'Post' }),
      Post: () => ({ ...buildPost('ja', 2), id: 'post-1', images: imagesOf(3) }),
      PostCommentConnection: () => ({ edges: [] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    });
    const first = await screen.findByRole('button', { name: '画像 1/3 を大きく表示' });
    const [firstSrc, secondSrc] = within(screen.getByRole('group', { name: '画像 3 枚' }))
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    const firstAlt = within(first).getByRole('img').getAttribute('alt');
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: '画像 1/3' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', firstSrc);
    expect(within(dialog).getByText(firstAlt!)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '前の画像' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '次の画像' }));
    expect(await screen.findByRole('dialog', { name: '画像 2/3' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('src', secondSrc);
    expect(firstSrc).not.toBe(secondSrc);
  });

  it('shows no grid for a post without images', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<PostPageQuery>(environment, PostPageQueryNode, { postId: 'post-1' });
    const { resolveMostRecentOperation } = renderWithRelay(<PostView queryRef={queryRef} />, {
      environment,
    });
    await resolveMostRecentOperation({
      Viewer: () => ({ isSignedIn: true, joinedCommunity: {} }),
      Node: () => ({ __typename: 'Post' }),
      Post: () => ({ ...buildPost('ja', 2), id: 'post-1', images: [] }),
      PostCommentConnection: () => ({ edges: [] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('group', { name: /画像/ })).not.toBeInTheDocument();
  });
});
