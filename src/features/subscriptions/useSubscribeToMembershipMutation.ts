import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSubscribeToMembershipMutation as SubscribeMutation } from '../../__generated__/useSubscribeToMembershipMutation.graphql';

export type SubscribeOutcome =
  { status: 'ACTIVE' } | { status: 'INCOMPLETE'; actionUrl: string | null } | { error: string };

/**
 * Subscribes the viewer to a plan. The caller keeps one clientMutationId per confirmation
 * (and card), so a double press or a retry after a lost answer never charges twice.
 */
export function useSubscribeToMembershipMutation(): [
  (planId: string, card: string, clientMutationId: string) => Promise<SubscribeOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<SubscribeMutation>(subscribeMutation);
  const subscribe = useCallback(
    (planId: string, card: string, clientMutationId: string) =>
      new Promise<SubscribeOutcome>((resolve) => {
        commit({
          variables: { input: { clientMutationId, planId, card } },
          onCompleted: ({ subscribeToMembership: result }) => {
            const membership =
              result.__typename === 'SubscribeToMembershipPayload' ? result.membership : null;
            if (!membership) return resolve({ error: result.message ?? '' });
            if (membership.status === 'INCOMPLETE')
              return resolve({
                status: 'INCOMPLETE',
                actionUrl: membership.paymentActionUrl ?? null,
              });
            resolve({ status: 'ACTIVE' });
          },
          onError: () => resolve({ error: '' }),
        });
      }),
    [commit],
  );
  return [subscribe, inFlight];
}

const subscribeMutation = graphql`
  mutation useSubscribeToMembershipMutation($input: SubscribeToMembershipInput!) {
    subscribeToMembership(input: $input) {
      __typename
      ... on SubscribeToMembershipPayload {
        membership {
          status
          paymentActionUrl
          ...MembershipStatusCard_membership
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
