// The blocks of an operator-written page (landing pages and free pages), as stored and as
// written in the page mutations' JSON. Never HTML: the app renders each kind itself, and
// every URL passes safeHref (written links are checked again when read and rendered).

export type PageBlockData =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; spans: { text: string; href?: string }[] }
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'divider' }
  | { kind: 'callout'; text: string };

export type PageBlockKindName = PageBlockData['kind'];

export const PAGE_BLOCK_KINDS: readonly PageBlockKindName[] = [
  'heading',
  'paragraph',
  'image',
  'button',
  'divider',
  'callout',
];

/** A page's blocks per language. */
export type StoredPageBlocks = Partial<Record<'ja' | 'en', PageBlockData[]>>;

const MAX_URL_LENGTH = 500;

/** https://, a host name (letters, digits, hyphens, dots), an optional port, then / ? or #. */
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * The URL when a page may link to it or show it: a path on this site ("/store", not
 * "//host" nor "/\host", which browsers read as another host) or an https URL; else null
 * (javascript:, data:, http:, anything malformed).
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters hide schemes from parsers
  if (/[\u0000-\u001F\u007F\s]/.test(value)) return null;
  // Browsers read a backslash as a slash ("/\host" is another host): none at all.
  if (value.includes('\\')) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  return HTTPS_URL.test(value) ? value : null;
}

/** Whether the href leaves the garden (opened in a new tab, marked as external). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}
