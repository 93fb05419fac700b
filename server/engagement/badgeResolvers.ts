// Profile badges: what the viewer earned (/mypage/badges), the one shown next to a fan's name
// in chat (User.shownBadge), and Mutation.showBadge to choose it.
import { and, desc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { localized } from '../seo/siteMetadataOf';
import { userBadges } from './tables';

async function viewerBadges(context: GraphQLContext) {
  const userId = await context.loaders.engagement.viewerId();
  if (userId === null) return [];
  return context.db
    .select(userBadges, eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.earnedAt), desc(userBadges.badgeId));
}

export const badgeResolvers: Resolvers = {
  Badge: {
    id: (badge) => toGlobalId('Badge', badge.id),
    name: (badge, _args, context) => localized(badge.name, context.language),
    description: (badge, _args, context) => localized(badge.description, context.language),
    symbol: (badge) => badge.symbol,
    imageUrl: (badge) => badge.imageUrl,
  },
  EarnedBadge: {
    badge: async (earned, _args, context) => {
      const badge = await context.loaders.engagement.badgeById.load(earned.badgeId);
      if (!badge) throw new Error('An earned badge is missing');
      return badge;
    },
    earnedAt: (earned) => earned.earnedAt,
    shown: (earned) => earned.shown,
  },
  User: {
    shownBadge: (user, _args, context) => context.loaders.engagement.shownBadgeByUser.load(user.id),
  },
  Query: {
    viewerBadges: (_parent, _args, context) => viewerBadges(context),
  },
  Mutation: {
    showBadge: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const badgeId = input.badgeId == null ? null : dbIdOf(input.badgeId, 'Badge');
      if (input.badgeId != null && badgeId === null) return notFound(t);
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'showBadge',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.update(userBadges, { shown: false }, eq(userBadges.userId, viewer.id));
          if (badgeId !== null) {
            const shown = await tx
              .update(
                userBadges,
                { shown: true },
                and(eq(userBadges.userId, viewer.id), eq(userBadges.badgeId, badgeId)),
              )
              .returning({ badgeId: userBadges.badgeId });
            // Only a badge the viewer earned can be shown.
            if (shown.length === 0) return { done: false, refusal: notFound(t) };
          }
          return { done: true, resultRef: String(badgeId ?? '') };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ShowBadgePayload',
        clientMutationId: input.clientMutationId,
        viewerBadges: await viewerBadges(context),
      };
    },
  },
  ShowBadgeResult: { __resolveType: resolveResultType },
};
