import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCheckInMutation as CheckInMutation } from '../../__generated__/useCheckInMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Today's check-in; answers the points it earned, or the refusal's message. */
export function useCheckInMutation(): [
  (onDone: (points: number | null, message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<CheckInMutation>(checkInMutation);
  const checkIn = useCallback(
    (onDone: (points: number | null, message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId() } },
        onCompleted: ({ checkIn: result }) => {
          if (result.__typename === 'CheckInPayload') onDone(result.day?.points ?? 0, null);
          else
            onDone(
              null,
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onDone(null, null),
      });
    },
    [commit],
  );
  return [checkIn, inFlight];
}

const checkInMutation = graphql`
  mutation useCheckInMutation($input: CheckInInput!) {
    checkIn(input: $input) {
      __typename
      ... on CheckInPayload {
        day {
          points
        }
        checkIn {
          ...CheckInSummary_checkIn
          ...CheckInCalendar_checkIn
          presents {
            ...PresentCard_present
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
