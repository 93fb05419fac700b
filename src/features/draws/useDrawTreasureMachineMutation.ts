import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  DrawPayment,
  useDrawTreasureMachineMutation as DrawMutation,
  useDrawTreasureMachineMutation$data,
} from '../../__generated__/useDrawTreasureMachineMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type DrawOutcome = useDrawTreasureMachineMutation$data['drawTreasureMachine'];

export interface DrawRequest {
  machineId: string;
  pulls: 1 | 10;
  payment: DrawPayment;
  offerId?: string | null;
}

/**
 * Draws once or ten times. No optimistic response: a draw's result is the server's to
 * tell. The machine's counters (pity, box, tickets, offers) update from the payload.
 * The clientMutationId is made once per request, so a transport retry never draws twice.
 */
export function useDrawTreasureMachineMutation(): [
  (request: DrawRequest, onDone: (outcome: DrawOutcome | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<DrawMutation>(drawMutation);
  const draw = useCallback(
    (request: DrawRequest, onDone: (outcome: DrawOutcome | null) => void) => {
      commit({
        variables: {
          input: {
            clientMutationId: newClientMutationId(),
            machineId: request.machineId,
            pulls: request.pulls,
            payment: request.payment,
            offerId: request.offerId ?? null,
          },
        },
        onCompleted: (response) => onDone(response.drawTreasureMachine),
        onError: () => onDone(null),
      });
    },
    [commit],
  );
  return [draw, inFlight];
}

const drawMutation = graphql`
  mutation useDrawTreasureMachineMutation($input: DrawTreasureMachineInput!) {
    drawTreasureMachine(input: $input) {
      __typename
      ... on DrawTreasureMachinePayload {
        draw {
          ...DrawResultsModal_draw
        }
        machine {
          ...DrawPanel_machine
          ...OddsTable_machine
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
