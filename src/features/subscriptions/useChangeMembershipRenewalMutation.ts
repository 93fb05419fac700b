import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeMembershipRenewalMutationCancelMutation as CancelMutation } from '../../__generated__/useChangeMembershipRenewalMutationCancelMutation.graphql';
import type { useChangeMembershipRenewalMutationResumeMutation as ResumeMutation } from '../../__generated__/useChangeMembershipRenewalMutationResumeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Cancels the viewer's membership at the end of the period, or resumes it; resolves with
 * the error's message, or null when it changed (the store updates the card by its id).
 */
export function useChangeMembershipRenewalMutation(): [
  (change: 'cancel' | 'resume') => Promise<string | null>,
  boolean,
] {
  const [cancel, cancelling] = useMutation<CancelMutation>(cancelMutation);
  const [resume, resuming] = useMutation<ResumeMutation>(resumeMutation);
  const change = useCallback(
    (which: 'cancel' | 'resume') =>
      new Promise<string | null>((resolve) => {
        const input = { clientMutationId: newClientMutationId() };
        const onError = () => resolve('');
        if (which === 'cancel')
          cancel({
            variables: { input },
            onCompleted: ({ cancelMembership: result }) =>
              resolve(
                result.__typename === 'ChangeMembershipRenewalPayload'
                  ? null
                  : (result.message ?? ''),
              ),
            onError,
          });
        else
          resume({
            variables: { input },
            onCompleted: ({ resumeMembership: result }) =>
              resolve(
                result.__typename === 'ChangeMembershipRenewalPayload'
                  ? null
                  : (result.message ?? ''),
              ),
            onError,
          });
      }),
    [cancel, resume],
  );
  return [change, cancelling || resuming];
}

const cancelMutation = graphql`
  mutation useChangeMembershipRenewalMutationCancelMutation($input: ChangeMembershipRenewalInput!) {
    cancelMembership(input: $input) {
      __typename
      ... on ChangeMembershipRenewalPayload {
        membership {
          ...MembershipStatusCard_membership
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resumeMutation = graphql`
  mutation useChangeMembershipRenewalMutationResumeMutation($input: ChangeMembershipRenewalInput!) {
    resumeMembership(input: $input) {
      __typename
      ... on ChangeMembershipRenewalPayload {
        membership {
          ...MembershipStatusCard_membership
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
