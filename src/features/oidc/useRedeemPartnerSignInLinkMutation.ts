import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRedeemPartnerSignInLinkMutation as RedeemMutation } from '../../__generated__/useRedeemPartnerSignInLinkMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type RedeemOutcome =
  | { kind: 'redeemed'; customToken: string; partnerName: string }
  | { kind: 'refused'; message: string };

/**
 * Uses a partner app's one-time sign-in link (its token): the custom token to sign in with,
 * or the server's reason in the fan's language (unknown, expired, used).
 */
export function useRedeemPartnerSignInLinkMutation(): (token: string) => Promise<RedeemOutcome> {
  const [commit] = useMutation<RedeemMutation>(redeemMutation);
  return useCallback(
    (token) =>
      new Promise<RedeemOutcome>((resolve, reject) => {
        commit({
          variables: { input: { token, clientMutationId: newClientMutationId() } },
          onCompleted: ({ redeemPartnerSignInLink: result }) => {
            if (
              result.__typename === 'RedeemPartnerSignInLinkPayload' &&
              result.customToken !== undefined &&
              result.partnerName !== undefined
            )
              resolve({
                kind: 'redeemed',
                customToken: result.customToken,
                partnerName: result.partnerName,
              });
            else if ('message' in result && result.message !== undefined)
              resolve({ kind: 'refused', message: result.message });
            else
              reject(new Error(`Unexpected redeemPartnerSignInLink result ${result.__typename}`));
          },
          onError: reject,
        });
      }),
    [commit],
  );
}

const redeemMutation = graphql`
  mutation useRedeemPartnerSignInLinkMutation($input: RedeemPartnerSignInLinkInput!) {
    redeemPartnerSignInLink(input: $input) {
      __typename
      ... on RedeemPartnerSignInLinkPayload {
        customToken
        partnerName
      }
      ... on Error {
        message
      }
    }
  }
`;
