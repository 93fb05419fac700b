import { useEffect, useRef } from 'react';
import { isPendingMessageId } from './pendingMessage';
import { useMarkChannelReadMutation } from './useMarkChannelReadMutation';

/**
 * The fan has read the channel up to `newestId`, the newest message while a member is at
 * the bottom of the log (undefined otherwise). Optimistic messages have no server id yet;
 * each message is marked once.
 */
export function useMarkReadAtBottom(newestId: string | undefined): void {
  const markRead = useMarkChannelReadMutation();
  const lastMarkedId = useRef<string | null>(null);
  useEffect(() => {
    if (newestId == null || isPendingMessageId(newestId)) return;
    if (lastMarkedId.current === newestId) return;
    lastMarkedId.current = newestId;
    markRead(newestId);
  }, [markRead, newestId]);
}
