// What a share preview (OGP tags, server/seo/pageMetadata.ts) shows for a share link, a
// landing page or a free page, read before any JavaScript runs. A page fans may not see
// (a draft, or outside its window) has no preview: the garden's own is shown instead.
import { and, asc, eq } from 'drizzle-orm';
import type { GardenPageKind } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { gardenPages, shareLinks } from './tables';
import { publishedPages } from './visibility';

export interface StoredPreview {
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
}

export async function shareLinkPreview(
  db: TenantScope,
  urlId: string,
): Promise<StoredPreview | null> {
  const [row] = await db.select(shareLinks, eq(shareLinks.urlId, urlId)).limit(1);
  return row ?? null;
}

export async function publishedPagePreview(
  db: TenantScope,
  kind: GardenPageKind,
  slug: string,
): Promise<StoredPreview | null> {
  const [row] = await db
    .select(
      gardenPages,
      and(eq(gardenPages.kind, kind), eq(gardenPages.slug, slug), publishedPages()),
    )
    .limit(1);
  return row ?? null;
}

/** The identifiers of the landing pages fans may see now (the sitemap lists them). */
export async function publishedLandingPageIdentifiers(db: TenantScope): Promise<string[]> {
  const rows = await db
    .selectFields(
      { slug: gardenPages.slug },
      gardenPages,
      and(eq(gardenPages.kind, 'LANDING'), publishedPages()),
    )
    .orderBy(asc(gardenPages.id));
  return rows.map((row) => row.slug);
}
