/** The route of a private channel (spec §2: /messages/direct-messages/{private_channel_id}). */
export function directMessagePath(channelId: string): string {
  return `/messages/direct-messages/${encodeURIComponent(channelId)}`;
}
