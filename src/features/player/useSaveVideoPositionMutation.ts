import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveVideoPositionMutation as SaveMutation } from '../../__generated__/useSaveVideoPositionMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** How often a playing video saves where it is (besides pause, end and leaving). */
export const SAVE_EVERY_MS = 10_000;

/**
 * save(seconds, force?): where the fan is in the video, at most every SAVE_EVERY_MS unless
 * forced (pause, end, leave). The answer updates the video's position in the store.
 */
export function useSaveVideoPosition(videoId: string, durationSeconds: number) {
  const [commit] = useMutation<SaveMutation>(saveMutation);
  const last = useRef({ at: 0, seconds: -1 });
  return useCallback(
    (seconds: number, force = false) => {
      const now = Date.now();
      // A video's file may run a little longer than its stated duration.
      const clamped = Math.round(Math.min(Math.max(0, seconds), durationSeconds) * 10) / 10;
      if (clamped === last.current.seconds) return;
      if (!force && now - last.current.at < SAVE_EVERY_MS) return;
      last.current = { at: now, seconds: clamped };
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), videoId, seconds: clamped },
        },
      });
    },
    [commit, videoId, durationSeconds],
  );
}

const saveMutation = graphql`
  mutation useSaveVideoPositionMutation($input: SaveVideoPositionInput!) {
    saveVideoPosition(input: $input) {
      __typename
      ... on SaveVideoPositionPayload {
        video {
          id
          viewerPosition {
            seconds
            isFinished
          }
        }
      }
    }
  }
`;
