import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useFollowUserMutation as FollowUserMutation } from '../../__generated__/useFollowUserMutation.graphql';
import type { useUnfollowUserMutation as UnfollowUserMutation } from '../../__generated__/useUnfollowUserMutation.graphql';
import { unfollowMutation } from './useUnfollowUserMutation';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface FollowCallbacks {
  /** A typed error: its message is already in the fan's language. */
  onRejected(message: string): void;
  onFailed(error: Error): void;
}

interface FollowTarget {
  id: string;
  followerCount: number;
}

/**
 * Follows or unfollows a fan. The button and the count change at once (optimistic);
 * the server's payload then brings both counts, or Relay rolls back on a refusal.
 */
export function useFollowUserMutation(): [
  (target: FollowTarget, follow: boolean, callbacks: FollowCallbacks) => void,
  boolean,
] {
  const [commitFollow, following] = useMutation<FollowUserMutation>(followMutation);
  const [commitUnfollow, unfollowing] = useMutation<UnfollowUserMutation>(unfollowMutation);
  const change = useCallback(
    (target: FollowTarget, follow: boolean, { onRejected, onFailed }: FollowCallbacks) => {
      const input = { clientMutationId: newClientMutationId(), userId: target.id };
      const optimisticUser = {
        id: target.id,
        viewerIsFollowing: follow,
        followerCount: Math.max(0, target.followerCount + (follow ? 1 : -1)),
      };
      const report = (result: { __typename: string; message?: string }) => {
        if (
          result.__typename === 'FollowUserPayload' ||
          result.__typename === 'UnfollowUserPayload'
        )
          return;
        if (typeof result.message === 'string') onRejected(result.message);
        else onFailed(new Error(`Unexpected follow result ${result.__typename}`));
      };
      if (follow) {
        commitFollow({
          variables: { input },
          optimisticResponse: {
            followUser: { __typename: 'FollowUserPayload', user: optimisticUser },
          } as never,
          onCompleted: ({ followUser }) => report(followUser),
          onError: onFailed,
        });
      } else {
        commitUnfollow({
          variables: { input },
          optimisticResponse: {
            unfollowUser: { __typename: 'UnfollowUserPayload', user: optimisticUser },
          } as never,
          onCompleted: ({ unfollowUser }) => report(unfollowUser),
          onError: onFailed,
        });
      }
    },
    [commitFollow, commitUnfollow],
  );
  return [change, following || unfollowing];
}

const followMutation = graphql`
  mutation useFollowUserMutation($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload {
        user {
          id
          viewerIsFollowing
          followerCount
        }
        viewerUser {
          id
          followingCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
