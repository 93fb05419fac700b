// What a page says about itself before any JavaScript runs: title, description, image
// and canonical URL for its Open Graph and Twitter tags (spec §1 "Share and OGP").
// Share links and landing pages come from their tables, /v/ views from their encoded
// OGP path; everything else — and anything not found — shows the garden's site
// metadata. Every lookup is scoped to the page's tenant.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
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
  /** e.g. http://localhost:3000, used when the tenant has no siteUrl. */
  origin: string;
}

function segment(pathname: string, pattern: RegExp): string[] | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  try {
    const parts = match.slice(1).map((part) => decodeURIComponent(part));
    // A control character (e.g. %00) names nothing, and the database refuses NUL in text.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    return parts.some((part) => /[\u0000-\u001F\u007F]/.test(part)) ? null : parts;
  } catch {
    return null;
  }
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

async function storedPreview(request: PageRequest, pathname: string): Promise<Preview | null> {
  const db = tenantScope(request.db, request.community.tenantId);
  const share = segment(pathname, /^\/share\/([^/]+)\/?$/);
  if (share) {
    const [row] = await db.select(shareLinks, eq(shareLinks.urlId, share[0])).limit(1);
    return row ?? null;
  }
  const landing = segment(pathname, /^\/lp\/([^/]+)\/?$/);
  if (landing) {
    const [row] = await db.select(landingPages, eq(landingPages.identifier, landing[0])).limit(1);
    return row ?? null;
  }
  return null;
}

export async function resolvePageMetadata(request: PageRequest): Promise<PageMetadata> {
  const { community, language, pathname } = request;
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

  const stored = await storedPreview(request, pathname);
  if (stored) {
    return {
      ...page,
      title: localized(stored.title, language) || page.title,
      description: localized(stored.description, language) || page.description,
      image: stored.imageUrl ? absoluteUrl(siteUrl, stored.imageUrl) : page.image,
      type: 'article',
    };
  }
  const view = segment(pathname, /^\/v\/[^/]+\/([^/]+)\/?$/);
  if (view) {
    const preview = decodeOgpPath(view[0]);
    return {
      ...page,
      title: preview.title ?? page.title,
      description: preview.description ?? page.description,
      image: preview.image ? absoluteUrl(siteUrl, preview.image) : page.image,
    };
  }
  // Posts have no table yet: a post page previews as an article of the garden.
  if (/^\/posts\/[^/]+\/?$/.test(pathname)) return { ...page, type: 'article' };
  return page;
}
