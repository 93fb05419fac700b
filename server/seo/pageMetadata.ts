// What a page says about itself before any JavaScript runs: title, description, image
// and canonical URL for its Open Graph and Twitter tags (spec §1 "Share and OGP"). The
// page's route names the source (its manifest `metadata`): share links and landing pages
// come from their tables, /v/ views from their encoded OGP path; everything else — and
// anything not found — shows the garden's site metadata. Every lookup is scoped to the
// page's tenant.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { MatchedRoute } from '../http/routeManifest';
import { tenantScope } from '../db/tenantScope';
import {
  landingPages,
  shareLinks,
  type CommunityRow,
  type LocalizedText,
} from '../platform/tables';
import { decodeOgpPath } from './ogpPath';
import { localized, siteMetadataOf } from './siteMetadataOf';

export interface PageMetadata {
  title: string;
  description: string;
  /** Absolute, or empty when the garden has no image. */
  image: string;
  /** The page's absolute URL without the query. */
  url: string;
  type: 'website' | 'article';
  siteName: string;
  language: string;
  /** Where the site lives, without a trailing slash: siteUrl, else the request origin. */
  siteUrl: string;
}

export interface PageRequest {
  db: Database;
  community: CommunityRow;
  language: string;
  pathname: string;
  /** The page's declared route; null for a path no route declares. */
  route: MatchedRoute | null;
  /** e.g. http://localhost:3000, used when the tenant has no siteUrl. */
  origin: string;
}

/** The route's last parameter (the share link, landing page or OGP path it names). */
function lastParam(route: MatchedRoute): string | null {
  const value = Object.values(route.params).at(-1);
  // A control character (e.g. %00) names nothing, and the database refuses NUL in text.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value && !/[\u0000-\u001F\u007F]/.test(value) ? value : null;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (!pathOrUrl) return '';
  try {
    return new URL(pathOrUrl, `${siteUrl}/`).toString();
  } catch {
    return '';
  }
}

interface Preview {
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
}

async function storedPreview(request: PageRequest, route: MatchedRoute): Promise<Preview | null> {
  const db = tenantScope(request.db, request.community.tenantId);
  const key = lastParam(route);
  if (key === null) return null;
  if (route.route.metadata === 'share-link') {
    const [row] = await db.select(shareLinks, eq(shareLinks.urlId, key)).limit(1);
    return row ?? null;
  }
  if (route.route.metadata === 'landing-page') {
    const [row] = await db.select(landingPages, eq(landingPages.identifier, key)).limit(1);
    return row ?? null;
  }
  return null;
}

export async function resolvePageMetadata(request: PageRequest): Promise<PageMetadata> {
  const { community, language, pathname, route } = request;
  const site = siteMetadataOf(community, language);
  const siteUrl = (site.siteUrl || request.origin).replace(/\/+$/, '');
  const page: PageMetadata = {
    title: site.title,
    description: site.description,
    image: absoluteUrl(siteUrl, site.image),
    url: `${siteUrl}${pathname}`,
    type: 'website',
    siteName: site.title,
    language,
    siteUrl,
  };

  if (!route) return page;
  const stored = await storedPreview(request, route);
  if (stored) {
    return {
      ...page,
      title: localized(stored.title, language) || page.title,
      description: localized(stored.description, language) || page.description,
      image: stored.imageUrl ? absoluteUrl(siteUrl, stored.imageUrl) : page.image,
      type: 'article',
    };
  }
  const view = route.route.metadata === 'ogp-view' ? lastParam(route) : null;
  if (view !== null) {
    const preview = decodeOgpPath(view);
    return {
      ...page,
      title: preview.title ?? page.title,
      description: preview.description ?? page.description,
      image: preview.image ? absoluteUrl(siteUrl, preview.image) : page.image,
    };
  }
  // e.g. posts, which have no preview table yet: an article of the garden.
  if (route.route.metadata === 'article') return { ...page, type: 'article' };
  return page;
}
