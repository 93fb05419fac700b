// What a share preview (OGP tags, server/seo/pageMetadata.ts) shows for a feature article:
// its title, lead and cover — for a members-only article too, since none of them is the
// closed part (the body never is). A scheduled or unknown article has none.
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import type { StoredPreview } from '../pages/pagePreviews';
import { publishedArticles } from './loaders';
import { articles } from './tables';

export async function publishedArticlePreview(
  db: TenantScope,
  slug: string,
): Promise<StoredPreview | null> {
  const [row] = await db
    .selectFields(
      { title: articles.title, description: articles.lead, imageUrl: articles.coverImageUrl },
      articles,
      and(eq(articles.slug, slug), publishedArticles()),
    )
    .limit(1);
  return row ?? null;
}
