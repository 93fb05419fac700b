// Per-request loaders of the pages feature. Fans load a page only while it is published
// and a banner only while it is current (operators load every one of their garden's), so
// node, the page fields and the mutations agree on what exists.
import type { CommunityLoaders } from '../community/loaders';
import { OPERATOR_ROLES, hasRole } from '../community/roles';
import { createBatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  banners,
  gardenPages,
  shareLinks,
  type BannerRow,
  type GardenPageRow,
  type ShareLinkRow,
} from './tables';
import { isBannerCurrent, isPagePublished } from './visibility';

export interface PagesLoaders {
  pageById: NodeLoader<GardenPageRow>;
  bannerById: NodeLoader<BannerRow>;
  shareLinkById: NodeLoader<ShareLinkRow>;
  /** Whether the viewer manages the garden's pages (sees drafts and ended banners). */
  viewerIsOperator(): Promise<boolean>;
}

export function createPagesLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): PagesLoaders {
  const viewerIsOperator = async () => hasRole(await others.community.viewerUser(), OPERATOR_ROLES);
  /** Rows by id, kept only when the viewer may see them. */
  const visible = <Row extends { id: number }>(
    rows: NodeLoader<Row>,
    isVisible: (row: Row) => boolean,
  ): NodeLoader<Row> =>
    createBatchLoader(async (ids: number[]) => {
      const operator = await viewerIsOperator();
      const found = new Map<number, Row>();
      for (const row of await Promise.all(ids.map((id) => rows.load(id)))) {
        if (row && (operator || isVisible(row))) found.set(row.id, row);
      }
      return found;
    }, null);
  return {
    pageById: visible(db.rowsById(gardenPages), (page) => isPagePublished(page)),
    bannerById: visible(db.rowsById(banners), (banner) => isBannerCurrent(banner)),
    shareLinkById: db.rowsById(shareLinks),
    viewerIsOperator,
  };
}
