// Per-request loaders of the posts feature, all through the request's tenant scope.
// Visibility is decided here, once: a members-only post (and its comments) loads as null
// for anyone who has not joined this garden, so node, connections and every field that
// reads a post through these loaders agree.
import { and, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  postComments,
  postLikes,
  posts,
  topicCategories,
  topics,
  type PostCommentRow,
  type PostRow,
  type TopicCategoryRow,
  type TopicRow,
} from './tables';

export interface PostLoaders {
  postById: NodeLoader<PostRow>;
  commentById: NodeLoader<PostCommentRow>;
  topicById: NodeLoader<TopicRow>;
  topicCategoryById: NodeLoader<TopicCategoryRow>;
  /** How many times the viewer liked each post (0 when never, or signed out). */
  viewerLikeCountByPostId: BatchLoader<number, number>;
  /** True when the viewer joined this garden and so may read members-only posts. */
  viewerIsMember(): Promise<boolean>;
}

export function createPostLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): PostLoaders {
  const viewerIsMember = async () => (await others.community.viewerUser()) !== null;
  const postRows = db.rowsById(posts);
  const commentRows = db.rowsById(postComments);

  const postById: NodeLoader<PostRow> = createBatchLoader(async (ids: number[]) => {
    const [rows, member] = await Promise.all([
      Promise.all(ids.map((id) => postRows.load(id))),
      viewerIsMember(),
    ]);
    const visible = new Map<number, PostRow>();
    for (const row of rows) {
      if (row && (member || row.visibility === 'PUBLIC')) visible.set(row.id, row);
    }
    return visible;
  }, null);

  return {
    postById,
    // A comment is as visible as its post.
    commentById: createBatchLoader(async (ids: number[]) => {
      const rows = await Promise.all(ids.map((id) => commentRows.load(id)));
      const visible = new Map<number, PostCommentRow>();
      for (const row of rows) {
        if (row && (await postById.load(row.postId))) visible.set(row.id, row);
      }
      return visible;
    }, null),
    topicById: db.rowsById(topics),
    topicCategoryById: db.rowsById(topicCategories),
    viewerLikeCountByPostId: createBatchLoader(async (postIds: number[]) => {
      const viewer = await others.community.viewerUser();
      if (!viewer) return new Map<number, number>();
      const rows = await db.selectFields(
        { postId: postLikes.postId, count: postLikes.count },
        postLikes,
        and(eq(postLikes.userId, viewer.id), inArray(postLikes.postId, postIds)),
      );
      return new Map(rows.map((row) => [row.postId, row.count]));
    }, 0),
    viewerIsMember,
  };
}
