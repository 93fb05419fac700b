import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useEnterPrizeDrawAsMemberMutation as EnterAsMemberMutation } from '../../../__generated__/useEnterPrizeDrawAsMemberMutation.graphql';
import { newClientMutationId } from '../../../relay/clientMutationId';

/** Why the member entry was not taken: the server's words, or null for a network failure. */
export type EnterAsMemberOutcome = { entered: true } | { message: string | null };

/**
 * Takes the viewer's members' extra entry in a draw. One clientMutationId per panel: a
 * second tap after a lost answer is the same request, never a second entry. The answer's
 * draw refreshes the panel and the entry count through their fragments.
 */
export function useEnterPrizeDrawAsMemberMutation(): [
  (prizeDrawId: string) => Promise<EnterAsMemberOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<EnterAsMemberMutation>(enterAsMemberMutation);
  const [clientMutationId] = useState(newClientMutationId);
  const enter = useCallback(
    (prizeDrawId: string) =>
      new Promise<EnterAsMemberOutcome>((resolve) => {
        commit({
          variables: { input: { clientMutationId, prizeDrawId } },
          onCompleted: ({ enterPrizeDrawAsMember: result }) =>
            resolve(
              result.__typename === 'EnterPrizeDrawPayload'
                ? { entered: true }
                : { message: result.message ?? null },
            ),
          onError: () => resolve({ message: null }),
        });
      }),
    [commit, clientMutationId],
  );
  return [enter, inFlight];
}

const enterAsMemberMutation = graphql`
  mutation useEnterPrizeDrawAsMemberMutation($input: EnterPrizeDrawAsMemberInput!) {
    enterPrizeDrawAsMember(input: $input) {
      __typename
      ... on EnterPrizeDrawPayload {
        prizeDraw {
          id
          entryCount
          ...MemberExtraDrawPanel_prizeDraw
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
