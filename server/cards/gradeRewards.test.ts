// Grade rewards of card categories: the operators' rules (role-guarded, complete gacha
// refused), granted once per fan when their collection reaches the grade — also when two
// grants of different cards race for the same fan — and shown on the category.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinMovements } from '../coins/tables';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { demoScope } from '../draws/drawsTestSetup';
import { treasureMachinePrizes, treasureMachines } from '../draws/tables';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { grantCards } from './grantCards';
import {
  cardCategories,
  cardCategoryGroups,
  cardGradeRewardGrants,
  collectableCards,
} from './tables';

const text = (value: string) => ({ ja: value, en: value });
const CREATE = `mutation ($input: CreateCardGradeRewardInput!) {
  createCardGradeReward(input: $input) {
    __typename
    ... on CreateCardGradeRewardPayload { category { gradeRewards { name requiredCards rewardKind } } }
    ... on Error { message }
  }
}`;
const CATEGORY = `query ($id: ID!) { node(id: $id) { ... on CollectableCardCategory {
  gradeRewards { name requiredCards rewardKind coinAmount title viewerGrantedAt }
} } }`;

describe.each(testBackends)('card grade rewards (%s)', (backend) => {
  let garden: TestGarden;
  const make = async (name: string, cards: number) => {
    const scope = demoScope(garden);
    const [group] = await scope
      .insert(cardCategoryGroups, { name: text(name), description: text(''), imageUrl: '/a.svg' })
      .returning();
    const [category] = await scope
      .insert(cardCategories, {
        groupId: group.id,
        name: text(name),
        description: text(''),
        imageUrl: '/a.svg',
      })
      .returning();
    const rows = await scope
      .insert(
        collectableCards,
        Array.from({ length: cards }, (_, index) => ({
          categoryId: category.id,
          number: index + 1,
          name: text(`${name} ${index + 1}`),
          text: text(''),
          rarity: 'N' as const,
          imageUrl: '/a.svg',
        })),
      )
      .returning();
    return {
      id: category.id,
      globalId: toGlobalId('CollectableCardCategory', category.id),
      cards: rows,
    };
  };
  const rule = (
    categoryId: string,
    clientMutationId: string,
    extra: object,
    as = DEMO_OPERATOR_UID,
  ) =>
    garden.call(
      CREATE,
      {
        input: {
          clientMutationId,
          categoryId,
          nameJa: 'シルバー',
          nameEn: 'Silver',
          requiredCards: 2,
          rewardKind: 'COIN',
          coinAmount: 100,
          ...extra,
        },
      },
      { as },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('gives each grade once per fan, also when two grants race, and shows it on the category', async () => {
    const category = await make('Grade set', 3);
    const silver = await rule(category.globalId, 'silver', {});
    expect(silver.data.createCardGradeReward.__typename).toBe('CreateCardGradeRewardPayload');
    const gold = await rule(category.globalId, 'gold', {
      nameJa: 'コンプリート',
      nameEn: 'Complete',
      requiredCards: 3,
      rewardKind: 'TITLE',
      coinAmount: null,
      titleJa: '薔薇園の主',
      titleEn: 'Keeper of the rose garden',
    });
    expect(gold.data.createCardGradeReward.category.gradeRewards).toHaveLength(2);
    const scope = demoScope(garden);
    await garden.join('grade-fan', 'Grade fan');
    const [fan] = await scope.select(users, eq(users.authUid, 'grade-fan'));
    const give = (cardIndex: number, reference: string) =>
      scope.transaction((tx) =>
        grantCards(tx, {
          userId: fan.id,
          cardId: category.cards[cardIndex].id,
          count: 1,
          reference,
        }),
      );
    // Two different cards at once reach the silver grade together: one grant.
    await Promise.all([give(0, 'grade-a'), give(1, 'grade-b')]);
    // Duplicates and more copies never give it again.
    await Promise.all([give(0, 'grade-c'), give(1, 'grade-d'), give(0, 'grade-e')]);
    const grants = await scope.select(
      cardGradeRewardGrants,
      eq(cardGradeRewardGrants.userId, fan.id),
    );
    expect(grants).toHaveLength(1);
    const coins = await scope.select(
      coinMovements,
      and(eq(coinMovements.userId, fan.id), like(coinMovements.reference, 'card-grade:%')),
    );
    expect(coins).toHaveLength(1);
    await give(2, 'grade-f');
    const shown = await garden.call(CATEGORY, { id: category.globalId }, { as: 'grade-fan' });
    const grades = shown.data.node.gradeRewards;
    expect(grades.map((grade: { requiredCards: number }) => grade.requiredCards)).toEqual([2, 3]);
    expect(grades.every((grade: { viewerGrantedAt: string | null }) => grade.viewerGrantedAt)).toBe(
      true,
    );
    expect(grades[1]).toMatchObject({ rewardKind: 'TITLE', title: '薔薇園の主' });
  });

  it('is for operators, and refuses coins for cards drawn by chance (complete gacha)', async () => {
    const category = await make('Gacha set', 2);
    const [machine] = await demoScope(garden).select(treasureMachines).limit(1);
    const [prize] = await demoScope(garden)
      .select(treasureMachinePrizes, eq(treasureMachinePrizes.machineId, machine.id))
      .limit(1);
    await demoScope(garden).insert(treasureMachinePrizes, {
      ...prize,
      id: undefined,
      kind: 'COLLECTABLE_CARD',
      cardId: category.cards[0].id,
    });
    const before = await tableCounts(garden.database.db);
    const refused = await rule(category.globalId, 'gacha-coins', {}, DEMO_OPERATOR_UID);
    expect(refused.data.createCardGradeReward.__typename).toBe('CompleteGachaProhibitedError');
    expect(refused.data.createCardGradeReward.message).toContain('カード合わせ');
    const asFan = await rule(category.globalId, 'as-fan', {}, 'grade-fan');
    expect(asFan.data.createCardGradeReward.__typename).toBe('PermissionDeniedError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const title = await rule(category.globalId, 'gacha-title', {
      rewardKind: 'TITLE',
      coinAmount: null,
      titleJa: '収集家',
      titleEn: 'Collector',
    });
    expect(title.data.createCardGradeReward.__typename).toBe('CreateCardGradeRewardPayload');
  });
});
