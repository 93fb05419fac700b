import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRetryMembershipPaymentMutation as RetryMutation } from '../../__generated__/useRetryMembershipPaymentMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type RetryOutcome =
  | { paid: true }
  /** The card asks for 3-D Secure: the fan completes it on the issuer's page. */
  | { actionUrl: string }
  | { message: string };

/**
 * Pays the failed renewal now with a saved card. The answer's membership updates the
 * status card and this form by its id (ACTIVE when paid).
 */
export function useRetryMembershipPaymentMutation(): [
  (membershipId: string, paymentMethodId: string) => Promise<RetryOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<RetryMutation>(retryMutation);
  const retry = useCallback(
    (membershipId: string, paymentMethodId: string) =>
      new Promise<RetryOutcome>((resolve) => {
        commit({
          variables: {
            input: { clientMutationId: newClientMutationId(), membershipId, paymentMethodId },
          },
          onCompleted: ({ retryMembershipPayment: result }) => {
            if (result.__typename !== 'RetryMembershipPaymentPayload')
              return resolve({ message: result.message ?? '' });
            if (result.membership?.status === 'ACTIVE') return resolve({ paid: true });
            const actionUrl = result.membership?.paymentActionUrl;
            resolve(actionUrl ? { actionUrl } : { message: '' });
          },
          onError: () => resolve({ message: '' }),
        });
      }),
    [commit],
  );
  return [retry, inFlight];
}

const retryMutation = graphql`
  mutation useRetryMembershipPaymentMutation($input: RetryMembershipPaymentInput!) {
    retryMembershipPayment(input: $input) {
      __typename
      ... on RetryMembershipPaymentPayload {
        membership {
          status
          paymentActionUrl
          ...MembershipStatusCard_membership
          ...MembershipPaymentFix_membership
        }
        viewer {
          activePerks
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
