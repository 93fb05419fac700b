// When fans see a page or a banner. Pages: from publish_starts_at (a draft has none) until
// publish_ends_at. Banners: from starts_at until ends_at. Both are decided on the server
// with its clock, in SQL for lists and in code for rows read by id.
import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { banners, gardenPages, type BannerRow, type GardenPageRow } from './tables';

export function isPagePublished(page: GardenPageRow, now = new Date()): boolean {
  return (
    page.publishStartsAt !== null &&
    page.publishStartsAt.getTime() <= now.getTime() &&
    (page.publishEndsAt === null || page.publishEndsAt.getTime() > now.getTime())
  );
}

export function publishedPages(now = new Date()): SQL {
  return and(
    isNotNull(gardenPages.publishStartsAt),
    lte(gardenPages.publishStartsAt, now),
    or(isNull(gardenPages.publishEndsAt), gt(gardenPages.publishEndsAt, now)),
  )!;
}

export function isBannerCurrent(banner: BannerRow, now = new Date()): boolean {
  return (
    banner.startsAt.getTime() <= now.getTime() &&
    (banner.endsAt === null || banner.endsAt.getTime() > now.getTime())
  );
}

export function currentBanners(now = new Date()): SQL {
  return and(lte(banners.startsAt, now), or(isNull(banners.endsAt), gt(banners.endsAt, now)))!;
}
