import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRedeemReferralCodeMutation as RedeemMutation } from '../../__generated__/useRedeemReferralCodeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type RedeemReferralOutcome =
  | { kind: 'redeemed'; rewardCoins: number; inviterName: string }
  /** message null: the request failed (network), not a refusal. */
  | { kind: 'refused'; message: string | null };

/** Uses a friend's invite code; the viewer's coins and referral move in the store. */
export function useRedeemReferralCodeMutation(): [
  (code: string, onDone: (outcome: RedeemReferralOutcome) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<RedeemMutation>(redeemMutation);
  const redeem = useCallback(
    (code: string, onDone: (outcome: RedeemReferralOutcome) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), code } },
        onCompleted: ({ redeemReferralCode: result }) => {
          if (result.__typename === 'RedeemReferralCodePayload')
            onDone({
              kind: 'redeemed',
              rewardCoins: result.rewardCoins ?? 0,
              inviterName: result.inviter?.displayName ?? '',
            });
          else onDone({ kind: 'refused', message: result.message ?? null });
        },
        onError: () => onDone({ kind: 'refused', message: null }),
      });
    },
    [commit],
  );
  return [redeem, inFlight];
}

const redeemMutation = graphql`
  mutation useRedeemReferralCodeMutation($input: RedeemReferralCodeInput!) {
    redeemReferralCode(input: $input) {
      __typename
      ... on RedeemReferralCodePayload {
        rewardCoins
        inviter {
          displayName
        }
        viewer {
          ...CoinBalanceChip_viewer
          referral {
            ...EnterInviteCodeForm_referral
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
