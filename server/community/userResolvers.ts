// A fan's profile in this garden.
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';

export const userResolvers: Resolvers = {
  User: {
    id: (user) => toGlobalId('User', user.id),
    displayName: (user) => user.displayName,
    avatarUrl: (user) => user.avatarUrl,
    joinedAt: (user) => user.joinedAt,
    role: (user) => user.role,
  },
};
