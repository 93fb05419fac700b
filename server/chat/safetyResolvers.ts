// The fields of the viewer's safety tools: each message's visibility for the viewer,
// whether the viewer blocked or muted a fan, and the viewer's settings lists.
import { desc, eq, inArray } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { MAX_SAFETY_LIST_PAGE } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { users } from '../community/tables';
import { muteWordId } from './muteWordId';
import { readOffsetPage } from './offsetPage';
import { hiddenMessages, muteWords, userBlocks, userMutes } from './tables';

const LIST_SIZES = { default: 20, max: MAX_SAFETY_LIST_PAGE };

export const safetyResolvers: Resolvers = {
  ChatMessage: {
    viewerVisibility: async (message, _args, context) => context.loaders.chat.visibilityOf(message),
  },
  User: {
    viewerHasBlocked: async (user, _args, context) =>
      (await context.loaders.chat.viewerSafety()).blockedByViewer.has(user.id),
    viewerHasMuted: async (user, _args, context) =>
      (await context.loaders.chat.viewerSafety()).muted.has(user.id),
  },
  MuteWord: {
    id: (row) => muteWordId(row.id),
    word: (row) => row.word,
    createdAt: (row) => row.createdAt,
  },
  Viewer: {
    blockedUsers: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return readOffsetPage(context, args, LIST_SIZES, async (limit, offset) => {
        if (!viewer) return [];
        const rows = await context.db
          .selectFields(
            { id: userBlocks.blockedId },
            userBlocks,
            eq(userBlocks.blockerId, viewer.id),
          )
          .orderBy(desc(userBlocks.createdAt))
          .limit(limit)
          .offset(offset);
        return usersInOrder(
          context,
          rows.map((row) => row.id),
        );
      });
    },
    mutedUsers: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return readOffsetPage(context, args, LIST_SIZES, async (limit, offset) => {
        if (!viewer) return [];
        const rows = await context.db
          .selectFields({ id: userMutes.mutedId }, userMutes, eq(userMutes.muterId, viewer.id))
          .orderBy(desc(userMutes.createdAt))
          .limit(limit)
          .offset(offset);
        return usersInOrder(
          context,
          rows.map((row) => row.id),
        );
      });
    },
    muteWords: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return [];
      return context.db
        .select(muteWords, eq(muteWords.userId, viewer.id))
        .orderBy(desc(muteWords.createdAt), desc(muteWords.id));
    },
    hiddenMessages: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      const page = await readOffsetPage(context, args, LIST_SIZES, async (limit, offset) => {
        if (!viewer) return [];
        const rows = await context.db
          .selectFields(
            { id: hiddenMessages.messageId },
            hiddenMessages,
            eq(hiddenMessages.userId, viewer.id),
          )
          .orderBy(desc(hiddenMessages.createdAt))
          .limit(limit)
          .offset(offset);
        // Through the loader: a message of a private channel the viewer left stays unseen.
        const messages = await Promise.all(
          rows.map((row) => context.loaders.chat.messageById.load(row.id)),
        );
        return messages.filter((message) => message !== null);
      });
      return page;
    },
  },
};

async function usersInOrder(context: GraphQLContext, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await context.db.select(users, inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const user = byId.get(id);
    if (!user) throw createGraphQLError('A fan of a settings list is missing');
    return user;
  });
}
