// Each channel gets one of the garden's channel icons, always the same for the same channel.
const CHANNEL_ICONS = ['rose', 'moon', 'quill', 'mask'] as const;

export function channelIconUrl(channelId: string): string {
  let hash = 0;
  for (const char of channelId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `/images/channels/${CHANNEL_ICONS[hash % CHANNEL_ICONS.length]}.svg`;
}
