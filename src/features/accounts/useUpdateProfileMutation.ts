import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface ProfileChanges {
  displayName: string;
  bio: string;
  avatarUploadId: string | null;
}

export type UpdateProfileOutcome =
  | { kind: 'saved' }
  /** A typed error: its message is in the fan's language; field names the input at fault. */
  | { kind: 'rejected'; message: string; field: string | null };

/** Saves the viewer's profile; the store's User record takes the new values. */
export function useUpdateProfileMutation(): [
  (changes: ProfileChanges) => Promise<UpdateProfileOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(mutation);
  const update = useCallback(
    (changes: ProfileChanges) =>
      new Promise<UpdateProfileOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), ...changes } },
          onCompleted: ({ updateProfile: result }) => {
            if (result.__typename === 'UpdateProfilePayload') resolve({ kind: 'saved' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected updateProfile result ${result.__typename}`));
            else
              resolve({ kind: 'rejected', message: result.message, field: result.field ?? null });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        user {
          id
          displayName
          bio
          avatarUrl
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
      }
      ... on TextModerationError {
        field
      }
    }
  }
`;
