// Seeding a new tenant's pages, share links and banners, inside the transaction that
// creates the tenant (server/db/tenants.ts). Windows are relative to the seeding moment,
// so the demo garden always has a current banner and an ended one.
import type { StoredPageBlocks } from '../../common/pageBlocks';
import type { GardenPageKind } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { banners, gardenPages, shareLinks } from './tables';

const DAY = 24 * 60 * 60 * 1000;

/** What a share preview shows for a link or a page. */
interface PreviewSeed {
  title: LocalizedText;
  description: LocalizedText;
  imageUrl?: string | null;
}

export interface PagesSeed {
  pages?: ({
    kind: GardenPageKind;
    slug: string;
    blocks?: StoredPageBlocks;
    /** A draft (no publish window) when true. */
    draft?: boolean;
  } & PreviewSeed)[];
  shareLinks?: ({ urlId: string; targetPath?: string } & PreviewSeed)[];
  banners?: {
    sectionId: string;
    title: LocalizedText;
    alt: LocalizedText;
    imageUrl: string;
    imageWidth: number;
    imageHeight: number;
    href: string;
    /** Days from the seeding moment (negative: in the past). */
    startsInDays: number;
    endsInDays?: number;
    position: number;
  }[];
}

export async function seedPages(tx: TenantScope, seed: PagesSeed): Promise<void> {
  const now = Date.now();
  for (const { draft, blocks, imageUrl, ...page } of seed.pages ?? []) {
    await tx.insert(gardenPages, {
      ...page,
      imageUrl: imageUrl ?? null,
      blocks: blocks ?? {},
      publishStartsAt: draft ? null : new Date(now - DAY),
    });
  }
  for (const link of seed.shareLinks ?? []) {
    await tx.insert(shareLinks, {
      ...link,
      imageUrl: link.imageUrl ?? null,
      targetPath: link.targetPath ?? '/',
    });
  }
  for (const { startsInDays, endsInDays, ...banner } of seed.banners ?? []) {
    await tx.insert(banners, {
      ...banner,
      startsAt: new Date(now + startsInDays * DAY),
      endsAt: endsInDays === undefined ? null : new Date(now + endsInDays * DAY),
    });
  }
}
