import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { LikeButtonTestQuery } from '../../../__generated__/LikeButtonTestQuery.graphql';
import { LikeButton } from './LikeButton';

function Harness() {
  const data = useLazyLoadQuery<LikeButtonTestQuery>(
    graphql`
      query LikeButtonTestQuery @relay_test_operation {
        node(id: "post-1") {
          ... on Post @alias(as: "post") {
            ...LikeButton_post
          }
        }
        # The fields requireMember() reads from the store.
        viewer {
          # eslint-disable-next-line relay/unused-fields
          isSignedIn
          # eslint-disable-next-line relay/unused-fields
          joinedCommunity {
            # eslint-disable-next-line relay/unused-fields
            id
          }
        }
      }
    `,
    {},
  );
  return data.node?.post ? <LikeButton post={data.node.post} /> : null;
}

function renderLike(counts: { likeCount: number; viewerLikeCount: number }) {
  const rendered = renderWithRelay(<Harness />);
  void rendered.resolveMostRecentOperation({
    Node: () => ({ __typename: 'Post', id: 'post-1' }),
    Post: () => ({ id: 'post-1', maxLikesPerFan: 10, ...counts }),
    Viewer: () => ({ isSignedIn: true, joinedCommunity: { id: 'community-1' } }),
  });
  return rendered;
}

describe('LikeButton', () => {
  it('adds one like at once and sends likePost for the post', async () => {
    const { user, environment } = renderLike({ likeCount: 4, viewerLikeCount: 1 });
    const button = await screen.findByRole('button', { name: 'いいね（現在 4）' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'いいね（現在 5）' })).toBeInTheDocument();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useLikePostMutation');
    expect(operation.request.variables.input).toMatchObject({ postId: 'post-1' });
  });

  it('rolls the count back and says why when the server refuses', async () => {
    const { user, environment } = renderLike({ likeCount: 4, viewerLikeCount: 9 });
    await user.click(await screen.findByRole('button', { name: 'いいね（現在 4）' }));
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Mutation: () => ({
          likePost: {
            __typename: 'AlreadyMaxLikeCountError',
            message: 'この投稿にはすでに最大の10回いいねしています。',
          },
        }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'いいね（現在 4）' })).toBeInTheDocument();
  });

  it('sends nothing once the fan’s likes reach the cap', async () => {
    const { user, environment } = renderLike({ likeCount: 12, viewerLikeCount: 10 });
    const button = await screen.findByRole('button', {
      name: 'いいねは上限の10回に達しています（現在 12）',
    });
    const before = environment.mock.getAllOperations().length;
    await user.click(button);
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });
});
