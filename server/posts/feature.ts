// The posts feature: posts with likes and comments, the timeline, topics and categories.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature, topic } from '../platform/serverFeature';
import { commentOnPostResolvers } from './commentOnPost';
import { createPostResolvers } from './createPost';
import { deletePostResolvers } from './deletePost';
import { editPostResolvers } from './editPost';
import { likePostResolvers } from './likePost';
import { createPostLoaders } from './loaders';
import { officialPostAddedResolvers, type OfficialPostAddedPayload } from './officialPostAdded';
import { postDraftResolvers } from './postDrafts';
import { postImageResolvers } from './postImages';
import { postResolvers } from './postResolvers';
import {
  postComments,
  postDrafts,
  postImages,
  postLikes,
  posts,
  topicCategories,
  timelinePreferences,
  topics,
} from './tables';
import { topicAdministrationResolvers } from './topicAdministration';
import { timelinePreferencesResolvers } from './timelinePreferences';
import { topicResolvers } from './topicResolvers';

export const postsFeature = defineServerFeature({
  name: 'posts',
  resolvers: [
    postResolvers,
    postImageResolvers,
    postDraftResolvers,
    topicResolvers,
    createPostResolvers,
    deletePostResolvers,
    editPostResolvers,
    likePostResolvers,
    commentOnPostResolvers,
    topicAdministrationResolvers,
    officialPostAddedResolvers,
    timelinePreferencesResolvers,
  ],
  tables: {
    topicCategories,
    topics,
    posts,
    postLikes,
    postComments,
    postDrafts,
    postImages,
    timelinePreferences,
  },
  loaders: (scope, others) => createPostLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    Post: (loaders) => loaders.postById,
    PostComment: (loaders) => loaders.commentById,
    PostDraft: (loaders) => loaders.draftById,
    Topic: (loaders) => loaders.topicById,
    TopicCategory: (loaders) => loaders.topicCategoryById,
  },
  topics: { officialPostAdded: topic<OfficialPostAddedPayload>() },
});
