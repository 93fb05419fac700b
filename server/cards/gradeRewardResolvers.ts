// Grade rewards of card categories (schema/cards.graphql): the category's grades with the
// viewer's grants, and the operators' createCardGradeReward (refusing coins for collecting
// cards drawn by chance: complete gacha).
import { and, asc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { dbIdOf, encodeGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import { categoryDrawnByChance, grantGradeRewards } from './gradeRewards';
import { cardCollections, cardGradeRewardGrants, cardGradeRewardRules } from './tables';

const MAX_NAME = 40;
const MAX_COINS = 100_000;

interface CompleteGachaResult {
  __typename: 'CompleteGachaProhibitedError';
  message: string;
}

export const gradeRewardResolvers: Resolvers = {
  CollectableCardCategory: {
    gradeRewards: (category, _args, { db }) =>
      db
        .select(cardGradeRewardRules, eq(cardGradeRewardRules.categoryId, category.id))
        .orderBy(asc(cardGradeRewardRules.requiredCards)),
  },
  CardGradeReward: {
    id: (rule) => encodeGlobalId('CardGradeReward', rule.id),
    name: (rule, _args, { language }) => pickLocalized(rule.name, language),
    title: (rule, _args, { language }) => (rule.title ? pickLocalized(rule.title, language) : null),
    viewerGrantedAt: async (rule, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return null;
      const [grant] = await context.db.select(
        cardGradeRewardGrants,
        and(eq(cardGradeRewardGrants.ruleId, rule.id), eq(cardGradeRewardGrants.userId, viewer.id)),
      );
      return grant?.grantedAt ?? null;
    },
  },
  Mutation: {
    createCardGradeReward: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const categoryId = dbIdOf(input.categoryId, 'CollectableCardCategory');
      const category =
        categoryId === null ? null : await context.loaders.cards.categoryById.load(categoryId);
      if (!category) return notFound(t);
      const name = { ja: input.nameJa.trim(), en: input.nameEn.trim() };
      if (!name.ja || !name.en) return invalidInput(t, 'name', 'REQUIRED');
      if (name.ja.length > MAX_NAME || name.en.length > MAX_NAME)
        return invalidInput(t, 'name', 'TOO_LONG', MAX_NAME);
      const cardCount = await context.loaders.cards.cardCountByCategoryId.load(category.id);
      const required = input.requiredCards;
      if (!Number.isInteger(required) || required < 1 || required > cardCount)
        return invalidInput(t, 'requiredCards', 'INVALID_FORMAT', cardCount);
      const coin = input.rewardKind === 'COIN';
      const coinAmount = input.coinAmount ?? null;
      if (
        coin &&
        (coinAmount === null ||
          !Number.isInteger(coinAmount) ||
          coinAmount < 1 ||
          coinAmount > MAX_COINS)
      )
        return invalidInput(t, 'coinAmount', 'REQUIRED');
      const title = { ja: input.titleJa?.trim() ?? '', en: input.titleEn?.trim() ?? '' };
      if (!coin && (!title.ja || !title.en)) return invalidInput(t, 'title', 'REQUIRED');
      if (title.ja.length > MAX_NAME || title.en.length > MAX_NAME)
        return invalidInput(t, 'title', 'TOO_LONG', MAX_NAME);
      const created = await createOnce<CompleteGachaResult | InvalidInputResult>(
        context,
        'createCardGradeReward',
        input,
        async (tx) => {
          if (coin && (await categoryDrawnByChance(tx, category.id)))
            return {
              refusal: {
                __typename: 'CompleteGachaProhibitedError',
                message: t('errors.cards.completeGachaReward'),
              },
            };
          const [rule] = await tx
            .insert(cardGradeRewardRules, {
              categoryId: category.id,
              name,
              requiredCards: required,
              rewardKind: input.rewardKind,
              coinAmount: coin ? coinAmount : null,
              title: coin ? null : title,
            })
            .onConflictDoNothing()
            .returning({ id: cardGradeRewardRules.id });
          if (!rule) return { refusal: invalidInput(t, 'requiredCards', 'INVALID_FORMAT') };
          // Fans who already hold enough cards receive it now, once each.
          const collectors = await tx.selectFields(
            { userId: cardCollections.userId },
            cardCollections,
            eq(cardCollections.categoryId, category.id),
          );
          for (const { userId } of collectors) await grantGradeRewards(tx, userId, category.id);
          return rule.id;
        },
      );
      if ('error' in created) return created.error;
      context.renewLoaders();
      return {
        __typename: 'CreateCardGradeRewardPayload',
        clientMutationId: input.clientMutationId,
        category,
      };
    },
  },
  CreateCardGradeRewardResult: { __resolveType: resolveResultType },
};
