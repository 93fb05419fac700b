// Writes a page's metadata into the served index.html: <html lang>, <title>, the
// description, Open Graph and Twitter tags, and the hreflang alternates (ja, en, and
// x-default → English), so crawlers read them without running the app.
import { SUPPORTED_LOCALES } from '../../common/localeCookies';
import { languageUrl } from './pageLanguage';
import type { PageMetadata } from './pageMetadata';

const ogLocales: Record<string, string> = { ja: 'ja_JP', en: 'en_US' };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// The app's own AlternateLanguageLinks replaces links carrying this attribute, so the
// served ones are not doubled once it runs.
const ALTERNATE_MARKER = 'data-garden-alternate';

export function headTags(page: PageMetadata, url: URL): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  const alternates = [
    ...SUPPORTED_LOCALES.map((language) => [language, language] as const),
    ['x-default', 'en'] as const,
  ].map(
    ([hreflang, language]) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(languageUrl(page.siteUrl, url, language))}" ${ALTERNATE_MARKER} />`,
  );
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:image', page.image),
    meta('property', 'og:locale', ogLocales[page.language] ?? ''),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
    ...alternates,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** index.html with the page's language and head tags (replacing its own title/description). */
export function injectPageHead(html: string, page: PageMetadata, url: URL): string {
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const withLang = /<html[^>]*\slang=/i.test(withoutDefaults)
    ? withoutDefaults.replace(/(<html[^>]*\slang=)(["'])[^"']*\2/i, `$1"${page.language}"`)
    : withoutDefaults.replace(/<html/i, `<html lang="${page.language}"`);
  return withLang.replace(/<\/head>/i, `  ${headTags(page, url)}\n  </head>`);
}
