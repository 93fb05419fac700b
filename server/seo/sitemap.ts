// /sitemap.xml: the public pages of the garden with absolute URLs (the site URL, else
// the request origin) and their language alternates.
import { asc, eq } from 'drizzle-orm';
import { channels } from '../chat/tables';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { landingPages } from '../platform/tables';
import { toGlobalId } from '../graphql/globalId';
import { escapeHtml } from './headTags';

/** Public pages every garden has (spec: home, messages, welcome). */
const STATIC_PAGES = ['/', '/messages', '/welcome'];

export async function publicPagePaths(db: Database, tenantId: string): Promise<string[]> {
  const scope = tenantScope(db, tenantId);
  const [channelRows, landingRows] = await Promise.all([
    scope
      .selectFields({ id: channels.id }, channels, eq(channels.isPrivate, false))
      .orderBy(asc(channels.position)),
    scope
      .selectFields({ identifier: landingPages.identifier }, landingPages)
      .orderBy(asc(landingPages.id)),
  ]);
  return [
    ...STATIC_PAGES,
    ...channelRows.map(
      (row) => `/messages/chat/${encodeURIComponent(toGlobalId('Channel', row.id))}`,
    ),
    ...landingRows.map((row) => `/lp/${encodeURIComponent(row.identifier)}`),
  ];
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const entry = (path: string) => {
    const loc = `${siteUrl}${path}`;
    const alternate = (hreflang: string, language: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${loc}?hl=${language}`)}"/>`;
    return [
      '  <url>',
      `    <loc>${escapeHtml(loc)}</loc>`,
      `    ${alternate('ja', 'ja')}`,
      `    ${alternate('en', 'en')}`,
      `    ${alternate('x-default', 'en')}`,
      '  </url>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt as served: the file's rules plus the absolute Sitemap line. */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const rules = robots.replace(/^Sitemap:.*$/gim, '').trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
