import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerOAuthAuthorizationMutationApproveMutation as ApproveMutation } from '../../__generated__/useAnswerOAuthAuthorizationMutationApproveMutation.graphql';
import type { useAnswerOAuthAuthorizationMutationDenyMutation as DenyMutation } from '../../__generated__/useAnswerOAuthAuthorizationMutationDenyMutation.graphql';

export type AnswerOutcome =
  { kind: 'answered'; redirectUrl: string } | { kind: 'rejected'; message: string };

type Result =
  | { readonly __typename: 'OAuthAuthorizationAnsweredPayload'; readonly redirectUrl: string }
  | { readonly __typename: string; readonly message?: string; readonly redirectUrl?: string };

function outcomeOf(result: Result, name: string): AnswerOutcome {
  if (result.__typename === 'OAuthAuthorizationAnsweredPayload' && result.redirectUrl)
    return { kind: 'answered', redirectUrl: result.redirectUrl };
  if ('message' in result && result.message !== undefined)
    return { kind: 'rejected', message: result.message };
  throw new Error(`Unexpected ${name} result ${result.__typename}`);
}

/**
 * The fan's answer to a partner app's sign-in: allow or decline. Either way the answer
 * carries the address that finishes the sign-in at the provider and returns to the app.
 */
export function useAnswerOAuthAuthorizationMutation(): [
  (uid: string, allow: boolean) => Promise<AnswerOutcome>,
  boolean,
] {
  const [approve, approving] = useMutation<ApproveMutation>(approveMutation);
  const [deny, denying] = useMutation<DenyMutation>(denyMutation);
  const answer = useCallback(
    (uid: string, allow: boolean) =>
      new Promise<AnswerOutcome>((resolve, reject) => {
        const settle = (result: Result, name: string) => {
          try {
            resolve(outcomeOf(result, name));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
        const variables = { input: { uid } };
        if (allow)
          approve({
            variables,
            onCompleted: ({ approveOAuthAuthorization: result }) =>
              settle(result, 'approveOAuthAuthorization'),
            onError: reject,
          });
        else
          deny({
            variables,
            onCompleted: ({ denyOAuthAuthorization: result }) =>
              settle(result, 'denyOAuthAuthorization'),
            onError: reject,
          });
      }),
    [approve, deny],
  );
  return [answer, approving || denying];
}

const approveMutation = graphql`
  mutation useAnswerOAuthAuthorizationMutationApproveMutation(
    $input: ApproveOAuthAuthorizationInput!
  ) {
    approveOAuthAuthorization(input: $input) {
      __typename
      ... on OAuthAuthorizationAnsweredPayload {
        redirectUrl
      }
      ... on Error {
        message
      }
    }
  }
`;

const denyMutation = graphql`
  mutation useAnswerOAuthAuthorizationMutationDenyMutation($input: DenyOAuthAuthorizationInput!) {
    denyOAuthAuthorization(input: $input) {
      __typename
      ... on OAuthAuthorizationAnsweredPayload {
        redirectUrl
      }
      ... on Error {
        message
      }
    }
  }
`;
