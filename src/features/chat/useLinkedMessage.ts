import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface LinkedMessage {
  /** The message the page opened at (`?message=`), or null. */
  targetMessageId: string | null;
  /** The same channel at its newest messages. */
  latestPath: string;
  /** Leaves the linked message's page for the newest messages (when the fan posts). */
  showLatest: (() => void) | undefined;
}

/** A channel page opened from a message link: where the newest messages are. */
export function useLinkedMessage(targetMessageId: string | null | undefined): LinkedMessage {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const showLatest = useCallback(() => navigate(pathname), [navigate, pathname]);
  return {
    targetMessageId: targetMessageId ?? null,
    latestPath: pathname,
    showLatest: targetMessageId ? showLatest : undefined,
  };
}
