// Operator mutations of collectable cards: create a category group, a category and a card,
// and give a fan copies of a card (a campaign). Each is role-guarded first, and each is
// idempotent per clientMutationId: a retry returns the first result and acts once.
import { eq, or, sql } from 'drizzle-orm';
import { MAX_CARD_GRANT, MAX_EDITION_SIZE } from '../../common/cards/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
} from '../graphql/typedErrors';
import { cardEditionExhausted, type CardEditionExhaustedResult } from './cardErrors';
import { catalogueEntryOf } from './catalogueInput';
import { grantCards } from './grantCards';
import {
  cardCategories,
  cardCategoryGroups,
  cardCollections,
  cardCopies,
  collectableCards,
} from './tables';

const receipt = (
  context: GraphQLContext,
  mutation: string,
  input: { clientMutationId: string },
) => ({
  // requireRole has passed: the viewer is signed in.
  actor: context.identity?.uid ?? '',
  mutation,
  clientMutationId: input.clientMutationId,
  input,
});

const isCount = (value: number | null | undefined, min: number, max: number) =>
  value != null && Number.isInteger(value) && value >= min && value <= max;

export const cardOperatorResolvers: Resolvers = {
  Mutation: {
    createCollectableCardCategoryGroup: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const checked = catalogueEntryOf(
        context.t,
        { ...input, textJa: input.descriptionJa, textEn: input.descriptionEn },
        'description',
      );
      if ('error' in checked) return checked.error;
      const { name, text, imageUrl } = checked.entry;
      const created = await createOnce(
        context,
        'createCollectableCardCategoryGroup',
        input,
        async (tx) => {
          const [last] = await tx.selectFields(
            { position: sql<number>`coalesce(max(${cardCategoryGroups.position}), -1)::int` },
            cardCategoryGroups,
          );
          const [group] = await tx
            .insert(cardCategoryGroups, {
              name,
              description: text,
              imageUrl,
              position: Number(last.position) + 1,
            })
            .returning({ id: cardCategoryGroups.id });
          return group.id;
        },
      );
      if ('error' in created) return created.error;
      const group = await context.loaders.cards.groupById.load(created.id);
      if (!group) throw new Error('A created card group could not be read back');
      return {
        __typename: 'CreateCollectableCardCategoryGroupPayload',
        clientMutationId: input.clientMutationId,
        group,
      };
    },

    createCollectableCardCategory: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const groupId = dbIdOf(input.groupId, 'CollectableCardCategoryGroup');
      const group = groupId ? await context.loaders.cards.groupById.load(groupId) : null;
      if (!group) return notFound(context.t);
      const checked = catalogueEntryOf(
        context.t,
        { ...input, textJa: input.descriptionJa, textEn: input.descriptionEn },
        'description',
      );
      if ('error' in checked) return checked.error;
      const { name, text, imageUrl } = checked.entry;
      const created = await createOnce(
        context,
        'createCollectableCardCategory',
        input,
        async (tx) => {
          const [last] = await tx.selectFields(
            { position: sql<number>`coalesce(max(${cardCategories.position}), -1)::int` },
            cardCategories,
            eq(cardCategories.groupId, group.id),
          );
          const [category] = await tx
            .insert(cardCategories, {
              groupId: group.id,
              name,
              description: text,
              imageUrl,
              position: Number(last.position) + 1,
            })
            .returning({ id: cardCategories.id });
          return category.id;
        },
      );
      if ('error' in created) return created.error;
      const category = await context.loaders.cards.categoryById.load(created.id);
      if (!category) throw new Error('A created card category could not be read back');
      return {
        __typename: 'CreateCollectableCardCategoryPayload',
        clientMutationId: input.clientMutationId,
        category,
      };
    },

    createCollectableCard: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const categoryId = dbIdOf(input.categoryId, 'CollectableCardCategory');
      const category = categoryId
        ? await context.loaders.cards.categoryById.load(categoryId)
        : null;
      if (!category) return notFound(context.t);
      const checked = catalogueEntryOf(context.t, input, 'text');
      if ('error' in checked) return checked.error;
      if (input.editionSize != null && !isCount(input.editionSize, 1, MAX_EDITION_SIZE))
        return invalidInput(context.t, 'editionSize', 'INVALID_FORMAT', MAX_EDITION_SIZE);
      const { name, text, imageUrl } = checked.entry;
      const created = await createOnce(context, 'createCollectableCard', input, async (tx) => {
        // Numbers follow each other: the category's row lock orders concurrent creations.
        await tx.select(cardCategories, eq(cardCategories.id, category.id)).for('update');
        const [last] = await tx.selectFields(
          { number: sql<number>`coalesce(max(${collectableCards.number}), 0)::int` },
          collectableCards,
          eq(collectableCards.categoryId, category.id),
        );
        const [card] = await tx
          .insert(collectableCards, {
            categoryId: category.id,
            number: Number(last.number) + 1,
            name,
            text,
            rarity: input.rarity,
            imageUrl,
            editionSize: input.editionSize ?? null,
          })
          .returning({ id: collectableCards.id });
        return card.id;
      });
      if ('error' in created) return created.error;
      const card = await context.loaders.cards.cardById.load(created.id);
      if (!card) throw new Error('A created card could not be read back');
      return {
        __typename: 'CreateCollectableCardPayload',
        clientMutationId: input.clientMutationId,
        card,
      };
    },

    grantCollectableCards: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      if (!isCount(input.count, 1, MAX_CARD_GRANT))
        return invalidInput(t, 'count', 'INVALID_FORMAT', MAX_CARD_GRANT);
      const userId = dbIdOf(input.userId, 'User');
      const cardId = dbIdOf(input.cardId, 'CollectableCard');
      const [user, card] = await Promise.all([
        userId ? context.loaders.community.userById.load(userId) : null,
        cardId ? context.loaders.cards.cardById.load(cardId) : null,
      ]);
      if (!user || !card) return notFound(t);
      const reference = `card-grant:${context.identity?.uid ?? ''}:${input.clientMutationId}`;
      const result = await runIdempotently<CardEditionExhaustedResult>(
        context.db,
        receipt(context, 'grantCollectableCards', input),
        async (tx) => {
          const outcome = await grantCards(tx, {
            userId: user.id,
            cardId: card.id,
            count: input.count,
            reference,
          });
          if (!outcome.granted)
            return {
              done: false,
              refusal: cardEditionExhausted(t, outcome.editionSize, outcome.remaining),
            };
          return { done: true, resultRef: String(outcome.collectionId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      // The grant's copies, read back by their references (the same on a replay).
      const copies = await context.db
        .selectFields(
          { serialNumber: cardCopies.serialNumber },
          cardCopies,
          or(
            eq(cardCopies.reference, reference),
            sql`starts_with(${cardCopies.reference}, ${`${reference}:`})`,
          ),
        )
        .orderBy(cardCopies.serialNumber);
      const [reloaded, [collection]] = await Promise.all([
        context.loaders.cards.cardById.load(card.id),
        // The operator reads the fan's collection whatever the fan's visibility.
        context.db.select(cardCollections, eq(cardCollections.id, Number(result.resultRef))),
      ]);
      if (!reloaded || !collection) throw new Error('A granted card vanished');
      return {
        __typename: 'GrantCollectableCardsPayload',
        clientMutationId: input.clientMutationId,
        card: reloaded,
        collection,
        serialNumbers: copies.flatMap((copy) =>
          copy.serialNumber === null ? [] : [copy.serialNumber],
        ),
      };
    },
  },
  CreateCollectableCardCategoryGroupResult: { __resolveType: resolveResultType },
  CreateCollectableCardCategoryResult: { __resolveType: resolveResultType },
  CreateCollectableCardResult: { __resolveType: resolveResultType },
  GrantCollectableCardsResult: { __resolveType: resolveResultType },
};
