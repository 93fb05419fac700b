// Links to one message: `/messages/chat/{channel}?message={id}` for a channel and
// `/messages/direct-messages/{channel}?message={id}` for a private channel (only its members
// can open it). The channel opens at that message, highlighted.
import { directMessagePath } from './directMessagePath';

/** The search parameter naming the message a channel opens at. */
export const MESSAGE_LINK_PARAM = 'message';

export function channelPath(channelId: string): string {
  return `/messages/chat/${encodeURIComponent(channelId)}`;
}

/** The path of a message, from the app's root. */
export function messagePath(
  channel: { id: string; isPrivate: boolean },
  messageId: string,
): string {
  const path = channel.isPrivate ? directMessagePath(channel.id) : channelPath(channel.id);
  return `${path}?${new URLSearchParams({ [MESSAGE_LINK_PARAM]: messageId })}`;
}

/** The message a channel's URL asks to open at, or null. */
export function linkedMessageId(url: URL): string | null {
  return url.searchParams.get(MESSAGE_LINK_PARAM) || null;
}
