import { useCallback, useEffect } from 'react';
import { useOnStreamReconnected } from '../../relay/GardenRelayProvider';
import { useChatOutbox } from '../../state/chatOutbox';
import { usePostChatMessageMutation } from './usePostChatMessageMutation';

// The outbox's messages being sent right now, across every mounted sender: a message is
// never sent twice at once (and a repeat would be harmless: the clientMutationId is the same).
const sending = new Set<string>();

/**
 * Sends a channel's pending outbox messages, oldest first and one at a time (so they keep
 * their order), whenever the browser is online: when the channel opens, when the browser
 * says the connection is back, and when the live stream reconnects. A message the garden
 * accepts leaves the outbox; one it refuses stays, marked failed with the reason; a
 * network failure leaves it pending for the next chance.
 */
export function useOutboxSender(channelId: string): void {
  const outbox = useChatOutbox(channelId);
  const [post] = usePostChatMessageMutation();
  const { messages, remove, markFailed } = outbox;

  const sendNext = useCallback(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    if (messages.some((message) => sending.has(message.clientMutationId))) return;
    const next = messages.find((message) => message.state === 'pending');
    if (!next) return;
    const { clientMutationId } = next;
    sending.add(clientMutationId);
    post(
      next.channelId,
      next.body,
      next.replyToMessageId,
      {
        onPosted: () => {
          sending.delete(clientMutationId);
          remove(clientMutationId);
        },
        onRejected: (reason) => {
          sending.delete(clientMutationId);
          markFailed(clientMutationId, reason);
        },
        onFailed: () => {
          sending.delete(clientMutationId);
        },
      },
      { clientMutationId, optimistic: false },
    );
  }, [markFailed, messages, post, remove]);

  // On opening the channel, and after each change of the outbox (one sent, one retried).
  useEffect(sendNext, [sendNext]);
  useEffect(() => {
    window.addEventListener('online', sendNext);
    return () => window.removeEventListener('online', sendNext);
  }, [sendNext]);
  useOnStreamReconnected(sendNext);
}
