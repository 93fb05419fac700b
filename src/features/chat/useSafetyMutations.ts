// The fan's own safety tools as mutation hooks: block, mute, hide, mute words. Each shows
// a refusal as a notification and calls `onDone` after a success.
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { useSafetyMutationsBlockMutation } from '../../__generated__/useSafetyMutationsBlockMutation.graphql';
import type { useSafetyMutationsHideMutation } from '../../__generated__/useSafetyMutationsHideMutation.graphql';
import type { useSafetyMutationsMuteMutation } from '../../__generated__/useSafetyMutationsMuteMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

const showError = (message: string) => notifications.show({ color: 'red', message });

/**
 * Blocks or unblocks a fan. The messages of theirs already on screen disappear at once
 * (the server answers the same from now on); unblocking shows them on the next read.
 */
export function useSetUserBlocked(): (
  userId: string,
  blocked: boolean,
  onDone?: () => void,
) => void {
  const [commit] = useMutation<useSafetyMutationsBlockMutation>(blockMutation);
  const environment = useRelayEnvironment();
  return useCallback(
    (userId, blocked, onDone) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), userId, blocked } },
        onCompleted: ({ setUserBlocked: result }) => {
          if (result.__typename !== 'SetUserBlockedPayload') {
            if (typeof result.message === 'string') showError(result.message);
            return;
          }
          if (blocked) markMessagesOf(environment, userId, 'BLOCKED');
          onDone?.();
        },
        onError: (error) => {
          showError(error.message);
        },
      });
    },
    [commit, environment],
  );
}

/** Mutes or unmutes a fan; their messages on screen collapse at once. */
export function useSetUserMuted(): (userId: string, muted: boolean, onDone?: () => void) => void {
  const [commit] = useMutation<useSafetyMutationsMuteMutation>(muteMutation);
  const environment = useRelayEnvironment();
  return useCallback(
    (userId, muted, onDone) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), userId, muted } },
        onCompleted: ({ setUserMuted: result }) => {
          if (result.__typename !== 'SetUserMutedPayload') {
            if (typeof result.message === 'string') showError(result.message);
            return;
          }
          markMessagesOf(environment, userId, muted ? 'MUTED_USER' : 'VISIBLE');
          onDone?.();
        },
        onError: (error) => {
          showError(error.message);
        },
      });
    },
    [commit, environment],
  );
}

/** Hides a message for the viewer, or shows it again (the answer updates it in place). */
export function useSetMessageHidden(): (
  messageId: string,
  hidden: boolean,
  onDone?: () => void,
) => void {
  const [commit] = useMutation<useSafetyMutationsHideMutation>(hideMutation);
  return useCallback(
    (messageId, hidden, onDone) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), messageId, hidden } },
        optimisticResponse: {
          setMessageHidden: {
            __typename: 'SetMessageHiddenPayload',
            chatMessage: { id: messageId, viewerVisibility: hidden ? 'HIDDEN' : 'VISIBLE' },
          },
        },
        onCompleted: ({ setMessageHidden: result }) => {
          if (result.__typename === 'SetMessageHiddenPayload') onDone?.();
          else if (typeof result.message === 'string') showError(result.message);
        },
        onError: (error) => {
          showError(error.message);
        },
      });
    },
    [commit],
  );
}

/** Sets how the messages of one fan already in the store show, as the server now would. */
function markMessagesOf(
  environment: ReturnType<typeof useRelayEnvironment>,
  userId: string,
  visibility: 'BLOCKED' | 'MUTED_USER' | 'VISIBLE',
) {
  const recordIds = environment.getStore().getSource().getRecordIDs();
  commitLocalUpdate(environment, (store) => {
    for (const id of recordIds) {
      const record = store.get(id);
      if (record?.getType() !== 'ChatMessage') continue;
      if (record.getLinkedRecord('author')?.getDataID() !== userId) continue;
      const current = record.getValue('viewerVisibility');
      // Unmuting leaves hidden and blocked messages as they are.
      if (visibility === 'VISIBLE' && current !== 'MUTED_USER') continue;
      record.setValue(visibility, 'viewerVisibility');
    }
  });
}

const blockMutation = graphql`
  mutation useSafetyMutationsBlockMutation($input: SetUserBlockedInput!) {
    setUserBlocked(input: $input) {
      __typename
      ... on SetUserBlockedPayload {
        user {
          id
          viewerHasBlocked
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const muteMutation = graphql`
  mutation useSafetyMutationsMuteMutation($input: SetUserMutedInput!) {
    setUserMuted(input: $input) {
      __typename
      ... on SetUserMutedPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const hideMutation = graphql`
  mutation useSafetyMutationsHideMutation($input: SetMessageHiddenInput!) {
    setMessageHidden(input: $input) {
      __typename
      ... on SetMessageHiddenPayload {
        chatMessage {
          id
          viewerVisibility
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
