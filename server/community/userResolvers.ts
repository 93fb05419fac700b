// A fan's profile in this garden.
import type { Resolvers } from '../__generated__/resolvers-types';
import { isDeletedUser } from '../accounts/deleteAccount';
import { toGlobalId } from '../graphql/globalId';

export const userResolvers: Resolvers = {
  User: {
    id: (user) => toGlobalId('User', user.id),
    // A fan who deleted their account shows as a "deleted user" in the reader's language.
    displayName: (user, _args, context) =>
      isDeletedUser(user) ? context.t('errors.deletedUser') : user.displayName,
    avatarUrl: (user) => user.avatarUrl,
    joinedAt: (user) => user.joinedAt,
    role: (user) => user.role,
  },
};
