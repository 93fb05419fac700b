import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRecordDailyVisitMutation } from '../../__generated__/useRecordDailyVisitMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Logs today's visit (the "logged in" mission kind) once the page shows for a member; the
 * server counts one per Tokyo day, and the missions it returns refresh the page's cards.
 */
export function useRecordDailyVisit(isMember: boolean) {
  const [commit] = useMutation<useRecordDailyVisitMutation>(recordDailyVisitMutation);
  useEffect(() => {
    if (isMember) commit({ variables: { input: { clientMutationId: newClientMutationId() } } });
  }, [commit, isMember]);
}

const recordDailyVisitMutation = graphql`
  mutation useRecordDailyVisitMutation($input: RecordDailyVisitInput!) {
    recordDailyVisit(input: $input) {
      __typename
      ... on RecordDailyVisitPayload {
        missions {
          edges {
            node {
              ...MissionCard_mission
            }
          }
        }
      }
    }
  }
`;
