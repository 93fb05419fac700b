// /sitemap.xml (generated from the garden's public pages) and /robots.txt (the built
// file plus the absolute Sitemap line), both with the tenant's siteUrl or the origin.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { publicPagePaths, robotsWithSitemap, sitemapXml } from '../seo/sitemap';
import { siteMetadataOf } from '../seo/siteMetadataOf';
import { findCommunity } from '../seo/tenantCommunity';
import { requestOrigin } from './requestOrigin';

export const SEO_FILE_PATHS = new Set(['/sitemap.xml', '/robots.txt']);

export function createSeoFileHandler(options: {
  db: Database;
  tenantId: string;
  staticDir: string;
  trustProxy: boolean;
  /** PUBLIC_URL: absolute URLs use it, never the request's Host. */
  publicOrigin?: string;
}) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const community = await findCommunity(options.db, options.tenantId);
    const configured = community ? siteMetadataOf(community, 'en').siteUrl : '';
    const siteUrl = (
      configured || requestOrigin(request, options.trustProxy, options.publicOrigin)
    ).replace(/\/+$/, '');
    let body: string;
    let contentType: string;
    if (pathname === '/sitemap.xml') {
      const paths = community ? await publicPagePaths(options.db, community.tenantId) : ['/'];
      body = sitemapXml(siteUrl, paths);
      contentType = 'application/xml; charset=utf-8';
    } else {
      const robots = await readFile(join(options.staticDir, 'robots.txt'), 'utf8').catch(
        () => 'User-agent: *\nAllow: /',
      );
      body = robotsWithSitemap(robots, siteUrl);
      contentType = 'text/plain; charset=utf-8';
    }
    response.writeHead(200, {
      'content-type': contentType,
      'cache-control': 'public, max-age=3600',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
