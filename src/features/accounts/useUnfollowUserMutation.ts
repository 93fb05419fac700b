// The unfollow half of useFollowUserMutation (one operation per module, named after it).
import { graphql } from 'react-relay';

export const unfollowMutation = graphql`
  mutation useUnfollowUserMutation($input: UnfollowUserInput!) {
    unfollowUser(input: $input) {
      __typename
      ... on UnfollowUserPayload {
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
