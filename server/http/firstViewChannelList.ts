// The /messages channel list in the first-view skeleton: what ChannelList and
// ChannelListItem draw, with the same font sizes, line heights, paddings and truncation,
// so the app's own list paints no larger text and the skeleton's paint stays the LCP.
import chatEn from '../../locales/en/chat.json';
import { FONT_SIZES, LINE_HEIGHTS } from '../../common/typeScale';
import chatJa from '../../locales/ja/chat.json';
import type { SupportedLocale } from '../../common/localeCookies';
import { relativeTimeFrom } from '../../common/relativeTime';
import { escapeHtml } from '../seo/headTags';
import type { FirstViewChannel } from './firstViewChannels';

const chatMessages: Record<SupportedLocale, Record<string, string>> = { ja: chatJa, en: chatEn };

// Mantine's Text sizes (font size, line height) and the garden's dimmed colour (gray.7).
const TEXT_MD = `font-size:var(--mantine-font-size-md,${FONT_SIZES.md});line-height:var(--mantine-line-height-md,${LINE_HEIGHTS.md})`;
const TEXT_SM = `font-size:var(--mantine-font-size-sm,${FONT_SIZES.sm});line-height:var(--mantine-line-height-sm,${LINE_HEIGHTS.sm})`;
const TEXT_XS = `font-size:var(--mantine-font-size-xs,${FONT_SIZES.xs});line-height:var(--mantine-line-height-xs,${LINE_HEIGHTS.xs})`;
/** The theme's accessible "dimmed" (gray.7): readable before the stylesheet has loaded too. */
export const DIMMED = 'color:var(--mantine-color-dimmed,#495057)';
const TRUNCATE = 'white-space:nowrap;overflow:hidden;text-overflow:ellipsis';
const ROW = 'display:flex;align-items:center;justify-content:space-between;flex-wrap:nowrap';

/** The message's two arguments, filled in one pass so a value is never read as a placeholder. */
function lastMessageText(language: SupportedLocale, author: string, body: string): string {
  const values: Record<string, string> = { author, body };
  return chatMessages[language]['chat.channelListItem.lastMessage'].replace(
    /\{(author|body)\}/g,
    (_match, name: string) => values[name],
  );
}

/** "5 minutes ago" as the app's RelativeTime says it (numeric: auto), or "just now". */
function relativeTimeText(language: SupportedLocale, instant: Date, now: Date): string {
  const relative = relativeTimeFrom(instant, now);
  if (!relative) return chatMessages[language]['chat.time.justNow'];
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    relative.value,
    relative.unit,
  );
}

function channelItem(channel: FirstViewChannel, language: SupportedLocale, now: Date): string {
  const messages = chatMessages[language];
  const last = channel.lastMessage;
  const description = channel.description
    ? `<p style="margin:0;${TEXT_SM};${DIMMED};display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">${escapeHtml(channel.description)}</p>`
    : '';
  const lastLine = last
    ? escapeHtml(lastMessageText(language, last.author, last.body))
    : escapeHtml(messages['chat.channelListItem.noMessages']);
  const time = last
    ? `<p style="margin:0;${TEXT_XS};${DIMMED};white-space:nowrap"><time datetime="${escapeHtml(last.createdAt.toISOString())}">${escapeHtml(relativeTimeText(language, last.createdAt, now))}</time></p>`
    : '';
  return (
    '<li style="border-bottom:1px solid var(--mantine-color-default-border,#dee2e6)">' +
    `<a href="/messages/chat/${encodeURIComponent(channel.id)}" style="display:block;padding:var(--mantine-spacing-sm,.75rem);border-radius:var(--mantine-radius-md,.5rem);color:inherit;text-decoration:none">` +
    '<div style="display:flex;flex-direction:column;gap:4px">' +
    `<div style="${ROW};gap:var(--mantine-spacing-md,1rem)"><p style="margin:0;${TEXT_MD};font-weight:700;${TRUNCATE}"># ${escapeHtml(channel.name)}</p></div>` +
    description +
    `<div style="${ROW};gap:var(--mantine-spacing-xs,.625rem)"><p style="margin:0;${TEXT_SM};${TRUNCATE}">${lastLine}</p>${time}</div>` +
    '</div></a></li>'
  );
}

/** The list as the app's first page draws it, below the page heading. */
export function firstViewChannelList(
  channels: readonly FirstViewChannel[],
  language: SupportedLocale,
  now: Date,
): string {
  const messages = chatMessages[language];
  // The app's Stack puts the spacing md between the heading and the list.
  const gap = 'margin-top:var(--mantine-spacing-md,1rem)';
  if (channels.length === 0) {
    return `<p style="margin:0;${gap};${TEXT_MD};${DIMMED}">${escapeHtml(messages['chat.channelList.empty'])}</p>`;
  }
  return (
    `<nav aria-label="${escapeHtml(messages['chat.channelList.label'])}" style="${gap}">` +
    '<ul style="list-style:none;margin:0;padding:0">' +
    channels.map((channel) => channelItem(channel, language, now)).join('') +
    '</ul></nav>'
  );
}
