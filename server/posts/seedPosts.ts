// Seeding a new tenant's topics and posts (with their likes and comments), inside the
// transaction that creates the tenant (server/db/tenants.ts).
import type { TenantScope } from '../db/tenantScope';
import { eq } from 'drizzle-orm';
import type { LocalizedText } from '../platform/tables';
import { postSearchFields } from './searchIndex';
import { postComments, postImages, postLikes, posts, topicCategories, topics } from './tables';
import { trendScoreAfter } from './trendScore';

export interface PostsSeed {
  categories: { key: string; name: LocalizedText }[];
  topics: { key: string; category?: string; name: LocalizedText; description: LocalizedText }[];
  /** Oldest first; fans named by their key in the tenant's fans. */
  posts: {
    fan: string;
    body: string;
    topic?: string;
    visibility: 'MEMBERS' | 'PUBLIC';
    official?: boolean;
    pinned?: boolean;
    likes?: { fan: string; count: number }[];
    comments?: { fan: string; body: string }[];
    /** Its author changed it this many minutes after posting (Post.editedAt). */
    editedAfterMinutes?: number;
    /** Pictures shipped with the app (public/images/posts), in the author's words. */
    images?: { path: string; width: number; height: number; altText: string }[];
  }[];
}

const HOUR = 60 * 60 * 1000;

export async function seedPosts(
  tx: TenantScope,
  seed: PostsSeed,
  userIds: Record<string, number>,
): Promise<void> {
  const categoryIds: Record<string, number> = {};
  for (const [position, category] of seed.categories.entries()) {
    const [row] = await tx
      .insert(topicCategories, { name: category.name, position })
      .returning({ id: topicCategories.id });
    categoryIds[category.key] = row.id;
  }
  const topicIds: Record<string, number> = {};
  for (const [position, topic] of seed.topics.entries()) {
    const [row] = await tx
      .insert(topics, {
        name: topic.name,
        description: topic.description,
        categoryId: topic.category ? categoryIds[topic.category] : null,
        position,
      })
      .returning({ id: topics.id });
    topicIds[topic.key] = row.id;
  }
  // Spread over the last two days, a few hours apart, so the timeline reads like one.
  const start = Date.now() - seed.posts.length * 3 * HOUR;
  for (const [index, post] of seed.posts.entries()) {
    const createdAt = new Date(start + index * 3 * HOUR);
    const likes = post.likes ?? [];
    const comments = post.comments ?? [];
    const [row] = await tx
      .insert(posts, {
        authorId: userIds[post.fan],
        topicId: post.topic ? topicIds[post.topic] : null,
        body: post.body,
        ...postSearchFields(post.body),
        visibility: post.visibility,
        isOfficial: post.official ?? false,
        pinnedAt: post.pinned ? createdAt : null,
        likeCount: likes.reduce((sum, like) => sum + like.count, 0),
        commentCount: comments.length,
        createdAt,
        editedAt:
          post.editedAfterMinutes === undefined
            ? null
            : new Date(createdAt.getTime() + post.editedAfterMinutes * 60 * 1000),
      })
      .returning({ id: posts.id });
    await tx.update(posts, { trendScore: trendScoreAfter() }, eq(posts.id, row.id));
    if (post.images?.length) {
      await tx.insert(
        postImages,
        post.images.map((image, position) => ({
          uploaderId: userIds[post.fan],
          publicPath: image.path,
          width: image.width,
          height: image.height,
          altText: image.altText,
          postId: row.id,
          position,
          createdAt,
        })),
      );
    }
    if (likes.length > 0) {
      await tx.insert(
        postLikes,
        likes.map((like) => ({ postId: row.id, userId: userIds[like.fan], count: like.count })),
      );
    }
    for (const [n, comment] of comments.entries()) {
      await tx.insert(postComments, {
        postId: row.id,
        authorId: userIds[comment.fan],
        body: comment.body,
        createdAt: new Date(createdAt.getTime() + (n + 1) * 10 * 60 * 1000),
      });
    }
  }
}
