// Pages of posts newest first (the timeline, a topic's posts) and of a post's comments
// oldest first, as Relay connections keyed on the row id: ids only grow, so a cursor
// stays valid while fans keep posting, and each page is one index range scan.
import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { MAX_COMMENTS_PER_PAGE, MAX_POSTS_PER_PAGE } from '../../common/limits';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  decodeCursor,
  encodeCursor,
  pageOf,
  type Page,
  type PageArgs,
} from '../graphql/cursor';
import { postComments, posts, type PostCommentRow, type PostRow } from './tables';

const DEFAULT_PAGE_SIZE = 20;

export function postCursor(post: Pick<PostRow, 'id'>): string {
  return encodeCursor('postId', post.id);
}

export function commentCursor(comment: Pick<PostCommentRow, 'id'>): string {
  return encodeCursor('commentId', comment.id);
}

/** Only what the viewer may read: members see every post, anyone else the public ones. */
export async function visiblePosts(context: GraphQLContext): Promise<SQL | undefined> {
  return (await context.loaders.posts.viewerIsMember())
    ? undefined
    : eq(posts.visibility, 'PUBLIC');
}

/** Posts matching `where` that the viewer may read, newest first. */
export async function readPostPage(
  context: GraphQLContext,
  where: SQL | undefined,
  args: PageArgs,
): Promise<Page<PostRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_POSTS_PER_PAGE);
  const beforeId = args.after ? decodeCursor(t, 'postId', args.after) : null;
  const rows = await db
    .select(
      posts,
      and(
        where,
        await visiblePosts(context),
        beforeId !== null ? lt(posts.id, beforeId) : undefined,
      ),
    )
    .orderBy(desc(posts.id))
    .limit(size + 1);
  return pageOf(rows, size, postCursor, beforeId !== null);
}

/** A post's comments, oldest first (the caller has checked the post is visible). */
export async function readCommentPage(
  context: GraphQLContext,
  postId: number,
  args: PageArgs,
): Promise<Page<PostCommentRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_COMMENTS_PER_PAGE);
  const afterId = args.after ? decodeCursor(t, 'commentId', args.after) : null;
  const rows = await db
    .select(
      postComments,
      and(
        eq(postComments.postId, postId),
        afterId !== null ? gt(postComments.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(postComments.id))
    .limit(size + 1);
  return pageOf(rows, size, commentCursor, afterId !== null);
}
