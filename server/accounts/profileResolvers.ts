// The profile fields of User: bio, follow counts, the viewer's follow and the lists.
import type { Resolvers } from '../__generated__/resolvers-types';
import { readFollowPage } from './followPage';

export const profileResolvers: Resolvers = {
  User: {
    bio: (user, _args, context) => context.loaders.accounts.bioByUserId.load(user.id),
    followerCount: (user, _args, context) =>
      context.loaders.accounts.followerCountByUserId.load(user.id),
    followingCount: (user, _args, context) =>
      context.loaders.accounts.followingCountByUserId.load(user.id),
    viewerIsFollowing: (user, _args, context) =>
      context.loaders.accounts.viewerFollows.load(user.id),
    isViewer: async (user, _args, context) =>
      (await context.loaders.community.viewerUser())?.id === user.id,
    followers: (user, args, context) => readFollowPage(context, user.id, 'followers', args),
    following: (user, args, context) => readFollowPage(context, user.id, 'following', args),
  },
};
