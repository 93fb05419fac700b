// The first view, in HTML: before any JavaScript has loaded, the served page already shows
// the shell's header with the garden's name and, on pages whose heading needs no data, the
// page's heading (on /messages also the first page of channels, the page's largest text).
// The browser paints it from HTML + CSS; the app removes it once its own
// shell is on screen (src/features/shell/firstViewSkeleton.ts).
import chatEn from '../../locales/en/chat.json';
import chatJa from '../../locales/ja/chat.json';
import { FIRST_VIEW_ID } from '../../common/firstView';
import { GARDEN_FONT_FAMILY } from '../../common/gardenFontFamily';
import { FONT_SIZES, HEADING_SIZES, LINE_HEIGHTS } from '../../common/typeScale';
import type { SupportedLocale } from '../../common/localeCookies';
import type { PageLayout } from '../../common/routeManifest';
import { escapeHtml } from '../seo/headTags';
import { DIMMED, firstViewChannelList } from './firstViewChannelList';
import type { FirstViewChannel } from './firstViewChannels';

const chatMessages: Record<SupportedLocale, Record<string, string>> = { ja: chatJa, en: chatEn };

export interface FirstViewPage {
  pathname: string;
  /** The route's layout: a bare page (blocked) draws no shell, so no skeleton either. */
  layout: PageLayout;
  language: SupportedLocale;
  gardenName: string;
  /** The closed-community build shows visitors a members-only notice instead of pages. */
  closedCommunity: boolean;
  /** /messages: the first page of channels, drawn under the heading (the page's LCP). */
  channels?: readonly FirstViewChannel[];
  /** The instant the list's relative times count from. */
  now?: Date;
}

/** The chat page, whose heading and channel list the skeleton draws. */
export function showsChannelList(page: Pick<FirstViewPage, 'pathname' | 'closedCommunity'>) {
  return !page.closedCommunity && /^\/messages\/?$/.test(page.pathname);
}

function pageHeading(page: FirstViewPage): { title: string; description: string } | null {
  if (!showsChannelList(page)) return null;
  const messages = chatMessages[page.language];
  // These two messages hold no ICU syntax beyond the one argument.
  const format = (id: string) => messages[id].replace('{communityName}', page.gardenName);
  return {
    title: format('chat.messages.title'),
    description: format('chat.messages.description'),
  };
}

/** The skeleton's HTML, or '' for pages drawn without the shell. */
export function firstViewSkeleton(page: FirstViewPage): string {
  if (page.layout === 'bare') return '';
  // The same sizes as the app's AppShell header, Container and Title, so nothing moves
  // when the app takes over.
  const header =
    '<header style="position:fixed;inset:0 0 auto 0;height:56px;display:flex;align-items:center;' +
    'padding:0 var(--mantine-spacing-md,1rem);border-bottom:1px solid #dee2e6;background:#fff">' +
    `<span style="font-weight:700;font-size:var(--mantine-font-size-lg,1.125rem)">${escapeHtml(page.gardenName)}</span>` +
    '</header>';
  const heading = pageHeading(page);
  const main = heading
    ? '<main style="padding:calc(56px + var(--mantine-spacing-md,1rem)) var(--mantine-spacing-md,1rem) 0">' +
      '<div style="max-width:540px;margin:0 auto;padding:var(--mantine-spacing-md,1rem)">' +
      `<h1 style="margin:0;font-size:${HEADING_SIZES.h2.fontSize};line-height:${HEADING_SIZES.h2.lineHeight}">${escapeHtml(heading.title)}</h1>` +
      `<p style="margin:0;${DIMMED};font-size:${FONT_SIZES.sm};line-height:${LINE_HEIGHTS.sm}">${escapeHtml(heading.description)}</p>` +
      (page.channels
        ? firstViewChannelList(page.channels, page.language, page.now ?? new Date())
        : '') +
      '</div></main>'
    : '';
  // It paints before the app's stylesheet has loaded (see deferStylesheets): the theme's
  // font and its own position keep it from moving or resizing when the app takes over.
  const frame =
    'position:absolute;inset:0 0 auto 0;color:#000;line-height:1.55;' +
    `font-family:${escapeHtml(GARDEN_FONT_FAMILY)}`;
  return `<div id="${FIRST_VIEW_ID}" style="${frame}">${header}${main}</div>`;
}

/**
 * The app's stylesheets, loaded without holding back the first paint: the skeleton
 * carries its own styles, and the app waits for them (src/platform/stylesheetsReady.ts).
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"([^>]*?)\s*\/?>/gi,
    // No inline onload (the CSP allows no inline handlers): the app switches them on.
    `<link rel="stylesheet"$1 media="print">`,
  );
}

/** The page with the skeleton drawn just before the app's #root. */
export function injectFirstView(html: string, skeleton: string): string {
  return skeleton ? deferStylesheets(html).replace(/<div id="root">/i, `${skeleton}$&`) : html;
}
