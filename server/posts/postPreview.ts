// What a share preview (OGP tags, server/seo/pageMetadata.ts) shows for a post: its words
// and its first picture, read before any JavaScript runs. Only a public post has one; a
// members-only post, or none, shows the garden's own preview (a crawler is no member).
import { and, asc, eq } from 'drizzle-orm';
import { excerpt } from '../../common/textExcerpt';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import type { StoredPreview } from '../pages/pagePreviews';
import { postImageUrl } from './postImages';
import { postImages, posts } from './tables';

const TITLE_LENGTH = 60;
const DESCRIPTION_LENGTH = 140;

export async function publicPostPreview(
  db: TenantScope,
  postGlobalId: string,
): Promise<StoredPreview | null> {
  const postId = dbIdOf(postGlobalId, 'Post');
  if (postId === null) return null;
  const [post] = await db
    .selectFields(
      { body: posts.body },
      posts,
      and(eq(posts.id, postId), eq(posts.visibility, 'PUBLIC')),
    )
    .limit(1);
  if (!post) return null;
  const [image] = await db
    .selectFields(
      { storageKey: postImages.storageKey, publicPath: postImages.publicPath },
      postImages,
      eq(postImages.postId, postId),
    )
    .orderBy(asc(postImages.position))
    .limit(1);
  // The post's own words in whichever language the page is read in.
  const title = excerpt(post.body.split('\n')[0] ?? '', TITLE_LENGTH);
  const description = excerpt(post.body, DESCRIPTION_LENGTH);
  return {
    title: { ja: title, en: title },
    description: { ja: description, en: description },
    imageUrl: image ? postImageUrl(image) : null,
  };
}
