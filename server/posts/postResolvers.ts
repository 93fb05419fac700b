// The Post and PostComment fields: author, topic, like counts, the viewer's relation.
import { MAX_LIKES_PER_FAN } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../graphql/globalId';
import { mayDelete } from './postPermissions';
import { readCommentPage } from './postPage';

async function loadAuthor(context: GraphQLContext, authorId: number) {
  const author = await context.loaders.community.userById.load(authorId);
  if (!author) throw new Error('The author of a post is missing');
  return author;
}

async function viewerIs(context: GraphQLContext, userId: number): Promise<boolean> {
  const viewer = await context.loaders.community.viewerUser();
  return viewer?.id === userId;
}

export const postResolvers: Resolvers = {
  Post: {
    id: (post) => toGlobalId('Post', post.id),
    body: (post) => post.body,
    createdAt: (post) => post.createdAt,
    author: (post, _args, context) => loadAuthor(context, post.authorId),
    visibility: (post) => post.visibility,
    isOfficial: (post) => post.isOfficial,
    topic: (post, _args, context) =>
      post.topicId === null ? null : context.loaders.posts.topicById.load(post.topicId),
    likeCount: (post) => post.likeCount,
    viewerLikeCount: (post, _args, context) =>
      context.loaders.posts.viewerLikeCountByPostId.load(post.id),
    maxLikesPerFan: () => MAX_LIKES_PER_FAN,
    viewerIsAuthor: (post, _args, context) => viewerIs(context, post.authorId),
    viewerCanDelete: async (post, _args, context) =>
      mayDelete(await context.loaders.community.viewerUser(), post),
    editedAt: (post) => post.editedAt,
    commentCount: (post) => post.commentCount,
    comments: (post, args, context) => readCommentPage(context, post.id, args),
    images: (post, _args, context) => context.loaders.posts.imagesByPostId.load(post.id),
  },
  PostComment: {
    id: (comment) => toGlobalId('PostComment', comment.id),
    body: (comment) => comment.body,
    createdAt: (comment) => comment.createdAt,
    author: (comment, _args, context) => loadAuthor(context, comment.authorId),
    post: async (comment, _args, context) => {
      const post = await context.loaders.posts.postById.load(comment.postId);
      if (!post) throw new Error('The post of a visible comment is missing');
      return post;
    },
    viewerIsAuthor: (comment, _args, context) => viewerIs(context, comment.authorId),
  },
};
