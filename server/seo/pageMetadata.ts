// What a page says about itself before any JavaScript runs: title, description, image
// and canonical URL for its Open Graph and Twitter tags (spec §1 "Share and OGP"). The
// page's route names the source (its manifest `metadata`): share links, landing pages and
// free pages come from their tables (server/pages), /v/ views also from their encoded OGP
// path, a public post from its words and first picture (server/posts), a feature article from
// its title, lead and cover (server/articles), a playlist or video from its title, description
// and cover or poster, never a video's source (server/player); everything else — and
// anything not found, unpublished or members-only — shows the garden's site metadata. Every
// lookup is scoped to the page's tenant.
import { publishedArticlePreview } from '../articles/articlePreview';
import type { Database } from '../db/database';
import type { MatchedRoute } from '../http/routeManifest';
import { tenantScope } from '../db/tenantScope';
import { publishedPagePreview, shareLinkPreview, type StoredPreview } from '../pages/pagePreviews';
import { playlistPreview, videoPreview } from '../player/playerPreview';
import { publicPostPreview } from '../posts/postPreview';
import type { CommunityRow } from '../platform/tables';
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

/** The route's first or last parameter (the link or page it names, or the OGP path). */
function param(route: MatchedRoute, which: 'first' | 'last'): string | null {
  const values = Object.values(route.params);
  const value = which === 'first' ? values[0] : values.at(-1);
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

async function storedPreview(
  request: PageRequest,
  route: MatchedRoute,
): Promise<StoredPreview | null> {
  const db = tenantScope(request.db, request.community.tenantId);
  const key = param(route, 'first');
  if (key === null) return null;
  switch (route.route.metadata) {
    case 'share-link':
      return shareLinkPreview(db, key);
    case 'landing-page':
      return publishedPagePreview(db, 'LANDING', key);
    case 'free-page':
    case 'ogp-view':
      return publishedPagePreview(db, 'FREE', key);
    case 'post':
      return publicPostPreview(db, key);
    case 'article':
      return publishedArticlePreview(db, key);
    case 'playlist':
      return playlistPreview(db, key);
    case 'video': {
      const video = param(route, 'last');
      return video === null ? null : videoPreview(db, key, video);
    }
    default:
      return null;
  }
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
  const base: PageMetadata = stored
    ? {
        ...page,
        title: localized(stored.title, language) || page.title,
        description: localized(stored.description, language) || page.description,
        image: stored.imageUrl ? absoluteUrl(siteUrl, stored.imageUrl) : page.image,
        type: 'article',
      }
    : page;
  const view = route.route.metadata === 'ogp-view' ? param(route, 'last') : null;
  if (view !== null) {
    // The view's own preview (e.g. a share card of a result) over the free page's.
    const preview = decodeOgpPath(view);
    return {
      ...base,
      title: preview.title ?? base.title,
      description: preview.description ?? base.description,
      image: preview.image ? absoluteUrl(siteUrl, preview.image) : base.image,
    };
  }
  if (stored) return base;
  // A members-only or missing post is still an article, of the garden.
  if (route.route.metadata === 'post') return { ...page, type: 'article' };
  return page;
}
