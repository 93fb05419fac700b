// Reading the post a mutation names: by global id, through the visibility-aware loader,
// so a members-only post is "not found" for anyone who could not read it.
import type { GraphQLContext } from '../context';
import { dbIdOf } from '../graphql/globalId';
import type { PostRow } from './tables';

export async function findVisiblePost(
  context: GraphQLContext,
  postGlobalId: string,
): Promise<PostRow | null> {
  const postId = dbIdOf(postGlobalId, 'Post');
  return postId === null ? null : context.loaders.posts.postById.load(postId);
}

/** Reads a post back after a write, with fresh loaders (the write changed what they hold). */
export async function reloadPost(context: GraphQLContext, postId: number): Promise<PostRow> {
  context.renewLoaders();
  const post = await context.loaders.posts.postById.load(postId);
  if (!post) throw new Error('A post could not be read back after a write');
  return post;
}
