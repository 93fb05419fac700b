import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestSignUpCodeMutation as RequestMutation } from '../../__generated__/useRequestSignUpCodeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type RequestCodeOutcome =
  | { kind: 'sent'; authCodeId: string; email: string; resendAvailableAt: string }
  /** A typed error, its message in the fan's language; retryAfterSeconds for a cooldown. */
  | { kind: 'rejected'; message: string; retryAfterSeconds: number | null };

/** Mails a confirmation code to an address (or a new one in place of `authCodeId`). */
export function useRequestSignUpCodeMutation(): [
  (email: string, authCodeId?: string | null) => Promise<RequestCodeOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RequestMutation>(mutation);
  const request = useCallback(
    (email: string, authCodeId: string | null = null) =>
      new Promise<RequestCodeOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), email, authCodeId } },
          onCompleted: ({ requestSignUpCode: result }) => {
            if (
              result.__typename === 'RequestSignUpCodePayload' &&
              result.authCodeId &&
              result.email
            )
              resolve({
                kind: 'sent',
                authCodeId: result.authCodeId,
                email: result.email,
                resendAvailableAt: String(result.resendAvailableAt),
              });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected requestSignUpCode result ${result.__typename}`));
            else
              resolve({
                kind: 'rejected',
                message: result.message,
                retryAfterSeconds:
                  (result.__typename === 'RateLimitedError'
                    ? result.waitSeconds
                    : result.__typename === 'AuthenticationCodeError'
                      ? (result.retryAfterSeconds ?? null)
                      : null) ?? null,
              });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [request, isInFlight];
}

const mutation = graphql`
  mutation useRequestSignUpCodeMutation($input: RequestSignUpCodeInput!) {
    requestSignUpCode(input: $input) {
      __typename
      ... on RequestSignUpCodePayload {
        authCodeId
        email
        resendAvailableAt
      }
      ... on AuthenticationCodeError {
        retryAfterSeconds
      }
      ... on RateLimitedError {
        waitSeconds: retryAfterSeconds
      }
      ... on Error {
        message
      }
    }
  }
`;
