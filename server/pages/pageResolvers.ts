// The pages feature's types and reads: a page by its address (published ones for fans,
// drafts too for operators), a share link by its id, and the banners shown now.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { safeHref } from '../../common/pageBlocks';
import type { GardenPageKind, Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  emptyPage,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
} from '../graphql/cursor';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { pageBlockFieldsIn } from './pageBlockFields';
import { isLookupKey, sitePath } from './pageContent';
import { banners, gardenPages, shareLinks, type BannerRow, type GardenPageRow } from './tables';
import { currentBanners, isPagePublished } from './visibility';

const DEFAULT_BANNERS_PER_PAGE = 20;
export const MAX_BANNERS_PER_PAGE = 50;

export const PAGE_PATH_PREFIX: Record<GardenPageKind, string> = { LANDING: '/lp/', FREE: '/v/' };

/** A page by its kind and address, when the viewer may see it. */
async function pageAt(
  context: GraphQLContext,
  kind: GardenPageKind,
  slug: string,
): Promise<GardenPageRow | null> {
  // Not an address any page can have (e.g. a NUL the database refuses): no page.
  if (!isLookupKey(slug)) return null;
  const [row] = await context.db
    .select(gardenPages, and(eq(gardenPages.kind, kind), eq(gardenPages.slug, slug)))
    .limit(1);
  if (!row) return null;
  return isPagePublished(row) || (await context.loaders.pages.viewerIsOperator()) ? row : null;
}

async function readBannerPage(
  context: GraphQLContext,
  sectionId: string | null | undefined,
  args: PageArgs,
): Promise<Page<BannerRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_BANNERS_PER_PAGE, MAX_BANNERS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const where: SQL | undefined = sectionId ? eq(banners.sectionId, sectionId) : undefined;
  if (sectionId && !isLookupKey(sectionId)) return emptyPage();
  const rows = await db
    .select(banners, and(currentBanners(), where))
    .orderBy(asc(banners.sectionId), asc(banners.position), asc(banners.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

export const pageResolvers: Resolvers = {
  GardenPage: {
    id: (page) => toGlobalId('GardenPage', page.id),
    kind: (page) => page.kind,
    slug: (page) => page.slug,
    path: (page) => `${PAGE_PATH_PREFIX[page.kind]}${encodeURIComponent(page.slug)}`,
    title: (page, _args, context) => pickLocalized(page.title, context.language),
    description: (page, _args, context) => pickLocalized(page.description, context.language),
    imageUrl: (page) => safeHref(page.imageUrl),
    blocks: (page, _args, context) => pageBlockFieldsIn(page.blocks, context.language),
    publishStartsAt: (page) => page.publishStartsAt,
    publishEndsAt: (page) => page.publishEndsAt,
    isPublished: (page) => isPagePublished(page),
  },
  ShareLink: {
    id: (link) => toGlobalId('ShareLink', link.id),
    urlId: (link) => link.urlId,
    title: (link, _args, context) => pickLocalized(link.title, context.language),
    description: (link, _args, context) => pickLocalized(link.description, context.language),
    imageUrl: (link) => safeHref(link.imageUrl),
    // A link written before links led anywhere, or no longer a garden path, leads home.
    targetPath: (link) => sitePath(link.targetPath) ?? '/',
  },
  Banner: {
    id: (banner) => toGlobalId('Banner', banner.id),
    sectionId: (banner) => banner.sectionId,
    title: (banner, _args, context) => pickLocalized(banner.title, context.language),
    alt: (banner, _args, context) => pickLocalized(banner.alt, context.language),
    imageUrl: (banner) => safeHref(banner.imageUrl) ?? '',
    imageWidth: (banner) => banner.imageWidth,
    imageHeight: (banner) => banner.imageHeight,
    href: (banner) => safeHref(banner.href) ?? '/',
    startsAt: (banner) => banner.startsAt,
    endsAt: (banner) => banner.endsAt,
    position: (banner) => banner.position,
  },
  Community: {
    landingPage: (_community, { identifier }, context) => pageAt(context, 'LANDING', identifier),
    freePage: (_community, { pageName }, context) => pageAt(context, 'FREE', pageName),
    shareLink: async (_community, { urlId }, context) => {
      if (!isLookupKey(urlId)) return null;
      const [row] = await context.db.select(shareLinks, eq(shareLinks.urlId, urlId)).limit(1);
      return row ?? null;
    },
    banners: (_community, { sectionId, ...args }, context) =>
      readBannerPage(context, sectionId, args),
  },
};
