import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRedeemCampaignCodeMutation as RedeemMutation } from '../../__generated__/useRedeemCampaignCodeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type RedeemCampaignOutcome =
  | { kind: 'redeemed'; rewardCoins: number }
  /** message null: the request failed (network), not a refusal. */
  | { kind: 'refused'; message: string | null };

/** Redeems a campaign code; the page's counts and the viewer's coins move in the store. */
export function useRedeemCampaignCodeMutation(): [
  (
    campaignCodePageId: string,
    code: string,
    onDone: (outcome: RedeemCampaignOutcome) => void,
  ) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<RedeemMutation>(redeemMutation);
  const redeem = useCallback(
    (
      campaignCodePageId: string,
      code: string,
      onDone: (outcome: RedeemCampaignOutcome) => void,
    ) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), campaignCodePageId, code },
        },
        onCompleted: ({ redeemCampaignCode: result }) => {
          if (result.__typename === 'RedeemCampaignCodePayload')
            onDone({ kind: 'redeemed', rewardCoins: result.rewardCoins ?? 0 });
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
  mutation useRedeemCampaignCodeMutation($input: RedeemCampaignCodeInput!) {
    redeemCampaignCode(input: $input) {
      __typename
      ... on RedeemCampaignCodePayload {
        rewardCoins
        page {
          ...CampaignCodeDetails_page
        }
        viewer {
          ...CoinBalanceChip_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
