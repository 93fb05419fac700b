// The route manifest: what the server knows of each page of the app. Every route declares
// these facts next to its path in its feature's routes file (src/features/<f>/<f>Routes.tsx);
// `npm run codegen` writes them to server/__generated__/route-manifest.json, which the server
// reads for the page's words, its preloads, its first view, the sitemap and its metadata.

/** 'shell': inside the app's header and navigation; 'bare': alone (blocked pages). */
export type PageLayout = 'shell' | 'bare';

/**
 * Where a page's title, description and image come from before any JavaScript runs:
 * 'site' the garden's own; 'post' the public post named by the route's first parameter (its
 * words and first picture; else the garden's, as an article); 'share-link',
 * 'landing-page' and 'free-page' the stored share link, landing page or free page named by
 * the route's first parameter; 'ogp-view' the free page's, overridden by the /v/ view's
 * encoded OGP path (the route's last parameter, server/seo/ogpPath.ts); 'article' the
 * published feature article at the route's first parameter (its title, lead and cover only,
 * members-only ones too: never its body); 'playlist' the playlist at the first parameter and
 * 'video' its video at the last (title, description, cover or poster; never a video's source).
 */
export type PageMetadataSource =
  | 'site'
  | 'post'
  | 'share-link'
  | 'landing-page'
  | 'free-page'
  | 'ogp-view'
  | 'article'
  | 'playlist'
  | 'video';

/**
 * How a route appears in /sitemap.xml: 'page' its one path; 'public-channels' and
 * 'landing-pages' one entry per public channel or landing page (the route's parameter).
 */
export type SitemapListing = 'page' | 'public-channels' | 'landing-pages';

/** The facts a route declares besides its path, page and query. */
export interface RouteFacts {
  /** Its own translation namespaces (locales/<lang>/<namespace>.json), besides the layout's. */
  namespaces?: readonly string[];
  /** Default 'shell'. */
  layout?: PageLayout;
  /** Absent: not in the sitemap. */
  sitemap?: SitemapListing;
  /** Default 'site'. */
  metadata?: PageMetadataSource;
}

export interface RouteManifestEntry {
  /** A React Router path from the root, e.g. '/messages/chat/:channelId'. */
  path: string;
  /** The page module, from the project root; null for a redirect. */
  page: string | null;
  /** The name of the page's query; null when it has none. */
  query: string | null;
  /** Every namespace the page needs, the layout's included. */
  namespaces: readonly string[];
  layout: PageLayout;
  sitemap: SitemapListing | null;
  metadata: PageMetadataSource;
  /** Where the route sends the visitor instead (e.g. /checkout → the basket). */
  redirect: string | null;
}

export type RouteManifest = readonly RouteManifestEntry[];

/** The words every page has. The shell's sign-in modal needs `auth` on every shell page. */
const LAYOUT_NAMESPACES: Record<PageLayout, readonly string[]> = {
  shell: ['common', 'auth'],
  bare: ['common'],
};

/** Words of a path no route declares (the not-found page inside the shell). */
export const DEFAULT_NAMESPACES = LAYOUT_NAMESPACES.shell;

/** The namespaces a page loads: its layout's, then its own. */
export function pageNamespaces(layout: PageLayout, own: readonly string[]): readonly string[] {
  return [...new Set([...LAYOUT_NAMESPACES[layout], ...own])];
}
