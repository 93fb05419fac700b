import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useJoinCommunityMutation as JoinCommunityMutation } from '../../__generated__/useJoinCommunityMutation.graphql';
import { CURRENT_TERMS_VERSION } from '../../../common/ageBands';
import { newClientMutationId } from '../../relay/clientMutationId';

const mutation = graphql`
  mutation useJoinCommunityMutation($input: JoinCommunityInput!) {
    joinCommunity(input: $input) {
      __typename
      ... on JoinCommunityPayload {
        viewer {
          isSignedIn
          user {
            id
            displayName
          }
          joinedCommunity {
            id
          }
        }
      }
      ... on ShouldBeLoggedInOrSignedUpError {
        message
      }
      ... on InvalidInputError {
        message
        field
      }
      ... on TextModerationError {
        message
        field
      }
      ... on RateLimitedError {
        message
      }
      ... on AgeRestrictionError {
        message
      }
    }
  }
`;

export type JoinCommunityOutcome =
  | { kind: 'joined'; displayName: string | null }
  /** A typed error: its message is already in the request's language. */
  | { kind: 'rejected'; message: string; field: string | null };

/** What a fan agrees to and tells at joining (server/accounts/joinAgreements.ts). */
export interface JoinAgreements {
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The terms version the fan agreed to on the terms page; this build's otherwise. */
  termsVersion?: string | null;
}

/**
 * Joins the garden with a display name, the date of birth and the current terms (the ones
 * this build shows). Rejects only on transport or server failures.
 */
export function useJoinCommunityMutation(): [
  (displayName: string, agreements: JoinAgreements) => Promise<JoinCommunityOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<JoinCommunityMutation>(mutation);

  const joinCommunity = useCallback(
    (displayName: string, { dateOfBirth, termsVersion }: JoinAgreements) =>
      new Promise<JoinCommunityOutcome>((resolve, reject) => {
        commit({
          variables: {
            input: {
              clientMutationId: newClientMutationId(),
              displayName,
              dateOfBirth,
              acceptedTermsVersion: termsVersion ?? CURRENT_TERMS_VERSION,
            },
          },
          onCompleted: (data) => {
            const result = data.joinCommunity;
            switch (result.__typename) {
              case 'JoinCommunityPayload':
                resolve({ kind: 'joined', displayName: result.viewer.user?.displayName ?? null });
                return;
              case 'InvalidInputError':
              case 'TextModerationError':
                resolve({ kind: 'rejected', message: result.message, field: result.field });
                return;
              case 'ShouldBeLoggedInOrSignedUpError':
              case 'RateLimitedError':
              case 'AgeRestrictionError':
                resolve({ kind: 'rejected', message: result.message, field: null });
                return;
              default:
                reject(new Error(`Unexpected joinCommunity result ${result.__typename}`));
            }
          },
          onError: reject,
        });
      }),
    [commit],
  );

  return [joinCommunity, isInFlight];
}
