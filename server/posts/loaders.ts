// Per-request loaders of the posts feature, all through the request's tenant scope.
// Visibility is decided here, once: a members-only post (and its comments) loads as null
// for anyone who has not joined this garden, so node, connections and every field that
// reads a post through these loaders agree.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  postComments,
  postDrafts,
  postImages,
  postLikes,
  posts,
  topicCategories,
  topics,
  type PostCommentRow,
  type PostDraftRow,
  type PostImageRow,
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
  /** A draft, for its author only: null for anyone else (node included). */
  draftById: NodeLoader<PostDraftRow>;
  /** The images of each post (the caller has checked the post is visible), in order. */
  imagesByPostId: BatchLoader<number, PostImageRow[]>;
  /** The images of each draft (the caller has checked it is the viewer's), in order. */
  imagesByDraftId: BatchLoader<number, PostImageRow[]>;
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
  const draftRows = db.rowsById(postDrafts);

  const groupImages = async (
    column: typeof postImages.postId | typeof postImages.draftId,
    ids: number[],
  ) => {
    const rows = await db
      .select(postImages, inArray(column, ids))
      .orderBy(asc(postImages.position), asc(postImages.id));
    const byOwner = new Map<number, PostImageRow[]>();
    for (const row of rows) {
      const owner = column === postImages.postId ? row.postId : row.draftId;
      if (owner === null) continue;
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
    }
    return byOwner;
  };

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
    draftById: createBatchLoader(async (ids: number[]) => {
      const [rows, viewer] = await Promise.all([
        Promise.all(ids.map((id) => draftRows.load(id))),
        others.community.viewerUser(),
      ]);
      const own = new Map<number, PostDraftRow>();
      for (const row of rows) if (row && viewer && row.authorId === viewer.id) own.set(row.id, row);
      return own;
    }, null),
    imagesByPostId: createBatchLoader((ids: number[]) => groupImages(postImages.postId, ids), []),
    imagesByDraftId: createBatchLoader((ids: number[]) => groupImages(postImages.draftId, ids), []),
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
