// Seeding a new tenant's feature articles, inside the transaction that creates the tenant
// (server/db/tenants.ts). Publication times are relative to the seeding moment, so the demo
// garden always reads as recently written.
import type { StoredPageBlocks } from '../../common/pageBlocks';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { articles } from './tables';

const DAY = 24 * 60 * 60 * 1000;

export interface ArticlesSeed {
  articles: {
    slug: string;
    title: LocalizedText;
    lead: LocalizedText;
    coverImageUrl?: string;
    body: StoredPageBlocks;
    /** Read in full only with the MEMBERS_ONLY_POSTS perk. */
    membersOnly?: boolean;
    /** How long ago it was published; negative: scheduled for later. */
    daysAgo: number;
  }[];
}

export async function seedArticles(tx: TenantScope, seed: ArticlesSeed): Promise<void> {
  const now = Date.now();
  for (const article of seed.articles) {
    await tx.insert(articles, {
      slug: article.slug,
      title: article.title,
      lead: article.lead,
      coverImageUrl: article.coverImageUrl ?? null,
      body: article.body,
      membersOnly: article.membersOnly ?? false,
      publishedAt: new Date(now - article.daysAgo * DAY),
    });
  }
}
