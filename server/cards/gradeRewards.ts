// Grade rewards of a card category: holding `requiredCards` different cards of it gives the
// rule's reward once per fan. Checked whenever a fan is given cards (grantCards, in the
// giving transaction): the fan's collection row is locked first, so two grants racing for
// one fan count each other's copies and the primary key of the grant keeps it to once.
// Rewards with economic value (coins) are refused for categories whose cards are drawn by
// chance: that would be a "complete gacha" (カード合わせ), prohibited by 景品表示法.
import { and, asc, countDistinct, eq, inArray, isNotNull } from 'drizzle-orm';
import { grantFreeCoins } from '../coins/ledger';
import type { TenantScope } from '../db/tenantScope';
import { treasureMachinePrizes } from '../draws/tables';
import {
  cardCollections,
  cardCopies,
  cardGradeRewardGrants,
  cardGradeRewardRules,
  collectableCards,
} from './tables';

export async function grantGradeRewards(
  tx: TenantScope,
  userId: number,
  categoryId: number,
): Promise<number[]> {
  await tx
    .selectFields(
      { id: cardCollections.id },
      cardCollections,
      and(eq(cardCollections.userId, userId), eq(cardCollections.categoryId, categoryId)),
    )
    .for('update');
  const rules = await tx
    .select(cardGradeRewardRules, eq(cardGradeRewardRules.categoryId, categoryId))
    .orderBy(asc(cardGradeRewardRules.requiredCards));
  if (rules.length === 0) return [];
  const cardsOfCategory = tx.selectFields(
    { id: collectableCards.id },
    collectableCards,
    eq(collectableCards.categoryId, categoryId),
  );
  const [held] = await tx.selectFields(
    { n: countDistinct(cardCopies.cardId) },
    cardCopies,
    and(eq(cardCopies.userId, userId), inArray(cardCopies.cardId, cardsOfCategory)),
  );
  const reached = rules.filter((rule) => rule.requiredCards <= (held?.n ?? 0));
  if (reached.length === 0) return [];
  const granted = await tx
    .insert(
      cardGradeRewardGrants,
      reached.map((rule) => ({ ruleId: rule.id, userId })),
    )
    .onConflictDoNothing()
    .returning({ ruleId: cardGradeRewardGrants.ruleId });
  for (const { ruleId } of granted) {
    const rule = reached.find((entry) => entry.id === ruleId);
    if (rule?.rewardKind === 'COIN' && rule.coinAmount)
      await grantFreeCoins(tx, {
        userId,
        amount: rule.coinAmount,
        reference: `card-grade:${rule.id}:${userId}`,
        label: rule.name,
      });
  }
  return granted.map((row) => row.ruleId);
}

/** Whether any card of the category is a treasure-machine prize (drawn by chance). */
export async function categoryDrawnByChance(tx: TenantScope, categoryId: number): Promise<boolean> {
  const cardsOfCategory = tx.selectFields(
    { id: collectableCards.id },
    collectableCards,
    eq(collectableCards.categoryId, categoryId),
  );
  return (
    (await tx.count(
      treasureMachinePrizes,
      and(
        isNotNull(treasureMachinePrizes.cardId),
        inArray(treasureMachinePrizes.cardId, cardsOfCategory),
      ),
    )) > 0
  );
}

/** Whether any of these cards' categories rewards coins for collecting (see above). */
export async function cardsHaveCoinGradeRewards(
  tx: TenantScope,
  cardIds: number[],
): Promise<boolean> {
  if (cardIds.length === 0) return false;
  const categories = tx.selectFields(
    { id: collectableCards.categoryId },
    collectableCards,
    inArray(collectableCards.id, cardIds),
  );
  return (
    (await tx.count(
      cardGradeRewardRules,
      and(
        eq(cardGradeRewardRules.rewardKind, 'COIN'),
        inArray(cardGradeRewardRules.categoryId, categories),
      ),
    )) > 0
  );
}
