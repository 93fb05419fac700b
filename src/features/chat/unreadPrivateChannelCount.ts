import type { RecordProxy } from 'relay-runtime';

/**
 * Viewer has no id, so the viewer an event or a mutation answers with is a record of its
 * own: its unread count is copied onto the viewer the shell reads (the tab badge).
 */
export function copyUnreadPrivateChannelCount(
  from: RecordProxy | null | undefined,
  to: RecordProxy | null | undefined,
): void {
  const count = from?.getValue('unreadPrivateChannelCount');
  if (to && typeof count === 'number') to.setValue(count, 'unreadPrivateChannelCount');
}
