// /sitemap.xml: the public pages of the garden with absolute URLs (the site URL, else
// the request origin) and their language alternates.
import { asc, eq } from 'drizzle-orm';
import { channels } from '../chat/tables';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { publishedLandingPageIdentifiers } from '../pages/pagePreviews';
import { toGlobalId } from '../graphql/globalId';
import type { SitemapListing } from '../../common/routeManifest';
import { routeManifest } from '../http/routeManifest';
import { escapeHtml } from './headTags';

type Listing = Exclude<SitemapListing, 'page'>;

/** The values of a listed route's parameter: one sitemap entry each. */
const listings: Record<Listing, (db: Database, tenantId: string) => Promise<string[]>> = {
  // Only public channels: a private one is its members' alone.
  'public-channels': async (db, tenantId) =>
    (
      await tenantScope(db, tenantId)
        .selectFields({ id: channels.id }, channels, eq(channels.isPrivate, false))
        .orderBy(asc(channels.position))
    ).map((row) => toGlobalId('Channel', row.id)),
  // Published ones only: a draft's address is not announced.
  'landing-pages': (db, tenantId) => publishedLandingPageIdentifiers(tenantScope(db, tenantId)),
};

/** A listed route's path with its one parameter filled in. */
function listedPath(pattern: string, value: string): string {
  return pattern.replace(/:[^/]+/, encodeURIComponent(value));
}

/**
 * The public pages of a garden: the routes that declare `sitemap` (route manifest), the
 * single pages first, then one entry per listed channel or landing page.
 */
export async function publicPagePaths(db: Database, tenantId: string): Promise<string[]> {
  const pages = routeManifest
    .filter((route) => route.sitemap === 'page')
    .map((route) => route.path);
  const listed = await Promise.all(
    routeManifest.map(async (route) =>
      route.sitemap && route.sitemap !== 'page'
        ? (await listings[route.sitemap](db, tenantId)).map((value) =>
            listedPath(route.path, value),
          )
        : [],
    ),
  );
  return [...pages, ...listed.flat()];
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
