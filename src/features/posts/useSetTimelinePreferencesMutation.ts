import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SetTimelinePreferencesInput,
  useSetTimelinePreferencesMutation as SetMutation,
} from '../../__generated__/useSetTimelinePreferencesMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type TimelineChoices = Omit<SetTimelinePreferencesInput, 'clientMutationId'>;

export type SaveTimelineOutcome = { kind: 'saved' } | { kind: 'rejected'; message: string };

/** Saves what the home timeline shows; Viewer.timelinePreferences takes the new values. */
export function useSetTimelinePreferencesMutation(): [
  (choices: TimelineChoices) => Promise<SaveTimelineOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<SetMutation>(mutation);
  const save = useCallback(
    (choices: TimelineChoices) =>
      new Promise<SaveTimelineOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), ...choices } },
          onCompleted: ({ setTimelinePreferences: result }) => {
            if (result.__typename === 'SetTimelinePreferencesPayload') resolve({ kind: 'saved' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected setTimelinePreferences result ${result.__typename}`));
            else resolve({ kind: 'rejected', message: result.message });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, isInFlight];
}

const mutation = graphql`
  mutation useSetTimelinePreferencesMutation($input: SetTimelinePreferencesInput!) {
    setTimelinePreferences(input: $input) {
      __typename
      ... on SetTimelinePreferencesPayload {
        viewer {
          timelinePreferences {
            showOfficialPosts
            showFollowedPosts
            showOwnPosts
            showTopicPosts
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
