// Seeds a garden's card catalogue, a treasure machine whose prizes are its cards, the
// fans' first copies, who shows their collections and the fans' galleries (the demo
// garden; tests).
import type { TenantScope } from '../db/tenantScope';
import { createMachine, type MachineDefinition } from '../draws/createMachine';
import type { LocalizedText } from '../platform/tables';
import { grantCards } from './grantCards';
import {
  cardCategories,
  cardCategoryGroups,
  cardCollectionVisibility,
  cardShowcaseEntries,
  collectableCards,
  type CollectableCardRow,
  cardGradeRewardRules,
} from './tables';

export interface CardSeed {
  key: string;
  name: LocalizedText;
  text: LocalizedText;
  rarity: CollectableCardRow['rarity'];
  imageUrl: string;
  editionSize?: number;
}

export interface CardsSeed {
  groups: {
    name: LocalizedText;
    description: LocalizedText;
    imageUrl: string;
    categories: {
      name: LocalizedText;
      description: LocalizedText;
      imageUrl: string;
      cards: CardSeed[];
      /** Grades of the category (titles: its cards are drawn by chance in the demo). */
      gradeRewards?: { name: LocalizedText; requiredCards: number; title: LocalizedText }[];
    }[];
  }[];
  /** Machines whose prizes name cards by key (built once the cards have ids). */
  machines?: (cardIds: Record<string, number>) => MachineDefinition[];
  /** Copies fans hold from the start, by fan key and card key. */
  copies?: { fan: string; card: string; count: number }[];
  /** Fans who show their collections on their profile. */
  shownBy?: string[];
  /** Fans' galleries, by fan key: card keys in the fan's order (cards they hold). */
  showcases?: Record<string, string[]>;
}

export async function seedCards(
  tx: TenantScope,
  seed: CardsSeed,
  userIds: Record<string, number>,
): Promise<Record<string, number>> {
  const cardIds: Record<string, number> = {};
  for (const [groupPosition, group] of seed.groups.entries()) {
    const [groupRow] = await tx
      .insert(cardCategoryGroups, {
        name: group.name,
        description: group.description,
        imageUrl: group.imageUrl,
        position: groupPosition,
      })
      .returning({ id: cardCategoryGroups.id });
    for (const [position, category] of group.categories.entries()) {
      const [categoryRow] = await tx
        .insert(cardCategories, {
          groupId: groupRow.id,
          name: category.name,
          description: category.description,
          imageUrl: category.imageUrl,
          position,
        })
        .returning({ id: cardCategories.id });
      for (const [index, card] of category.cards.entries()) {
        const [cardRow] = await tx
          .insert(collectableCards, {
            categoryId: categoryRow.id,
            number: index + 1,
            name: card.name,
            text: card.text,
            rarity: card.rarity,
            imageUrl: card.imageUrl,
            editionSize: card.editionSize ?? null,
          })
          .returning({ id: collectableCards.id });
        cardIds[card.key] = cardRow.id;
      }
      for (const grade of category.gradeRewards ?? [])
        await tx.insert(cardGradeRewardRules, {
          categoryId: categoryRow.id,
          name: grade.name,
          requiredCards: grade.requiredCards,
          rewardKind: 'TITLE',
          title: grade.title,
        });
    }
  }
  for (const machine of seed.machines?.(cardIds) ?? []) await createMachine(tx, machine);
  for (const [index, copy] of (seed.copies ?? []).entries()) {
    await grantCards(tx, {
      userId: userIds[copy.fan],
      cardId: cardIds[copy.card],
      count: copy.count,
      reference: `seed:${index}`,
    });
  }
  for (const fan of seed.shownBy ?? [])
    await tx.insert(cardCollectionVisibility, { userId: userIds[fan], shown: true });
  for (const [fan, cards] of Object.entries(seed.showcases ?? {}))
    await tx.insert(
      cardShowcaseEntries,
      cards.map((card, position) => ({ userId: userIds[fan], cardId: cardIds[card], position })),
    );
  return cardIds;
}
