// Resolvers of a fan's card gallery: the cards they show on their profile, the cards they
// own to choose from, and Mutation.setCardShowcase, which replaces the whole gallery after
// checking, in the same transaction, that the fan holds every card of it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_CARD_PAGE_SIZE, MAX_CARD_SHOWCASE } from '../../common/cards/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { isDeletedUser } from '../accounts/deleteAccount';
import { readOffsetPage } from '../chat/offsetPage';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import {
  cardNotOwned,
  cardShowcaseDuplicate,
  cardShowcaseTooLarge,
  type CardNotOwnedResult,
} from './cardErrors';
import { cardCopies, cardShowcaseEntries, collectableCards } from './tables';

const SIZES = { default: 20, max: MAX_CARD_PAGE_SIZE };

export const showcaseResolvers: Resolvers = {
  User: {
    cardShowcase: async (user, _args, context) =>
      isDeletedUser(user) ? [] : context.loaders.cards.showcaseByUserId.load(user.id),
    ownedCards: async (user, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return readOffsetPage(context, args, SIZES, async (limit, offset) => {
        if (viewer?.id !== user.id) return [];
        const owned = await context.db
          .selectFields({ cardId: cardCopies.cardId }, cardCopies, eq(cardCopies.userId, user.id))
          .groupBy(cardCopies.cardId);
        if (owned.length === 0) return [];
        return context.db
          .select(
            collectableCards,
            inArray(
              collectableCards.id,
              owned.map((row) => row.cardId),
            ),
          )
          .orderBy(asc(collectableCards.categoryId), asc(collectableCards.number))
          .limit(limit)
          .offset(offset);
      });
    },
  },
  Mutation: {
    setCardShowcase: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      if (input.cardIds.length > MAX_CARD_SHOWCASE)
        return cardShowcaseTooLarge(t, MAX_CARD_SHOWCASE);
      const seen = new Set<string>();
      for (const cardId of input.cardIds) {
        if (seen.has(cardId)) return cardShowcaseDuplicate(t, cardId);
        seen.add(cardId);
      }
      const cards: { globalId: string; id: number }[] = [];
      for (const globalId of input.cardIds) {
        const id = dbIdOf(globalId, 'CollectableCard');
        // An id of anything else, or beyond the column, is no card the fan can hold.
        if (id === null) return cardNotOwned(t, globalId);
        cards.push({ globalId, id });
      }
      const result = await runIdempotently<CardNotOwnedResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'setCardShowcase',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const held = cards.length
            ? await tx
                .selectFields(
                  { cardId: cardCopies.cardId },
                  cardCopies,
                  and(
                    eq(cardCopies.userId, viewer.id),
                    inArray(
                      cardCopies.cardId,
                      cards.map((card) => card.id),
                    ),
                  ),
                )
                .groupBy(cardCopies.cardId)
            : [];
          const holds = new Set(held.map((row) => row.cardId));
          const missing = cards.find((card) => !holds.has(card.id));
          if (missing) return { done: false, refusal: cardNotOwned(t, missing.globalId) };
          await tx.delete(cardShowcaseEntries, eq(cardShowcaseEntries.userId, viewer.id));
          if (cards.length)
            await tx.insert(
              cardShowcaseEntries,
              cards.map((card, position) => ({ userId: viewer.id, cardId: card.id, position })),
            );
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'SetCardShowcasePayload',
        clientMutationId: input.clientMutationId,
        user: viewer,
      };
    },
  },
  SetCardShowcaseResult: { __resolveType: resolveResultType },
};
