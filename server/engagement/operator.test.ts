// Operators define missions (and the rest of the feature's content); everyone else is refused,
// and an invalid input writes nothing.
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCopies, collectableCards } from '../cards/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { treasureTicketBalances } from '../draws/tables';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import {
  CLAIM_MISSION,
  MISSIONS,
  POST_CHAT,
  demoScope,
  fanId,
  lobbyId,
} from './engagementTestDocuments';
import { rewardGrants } from './tables';

const CREATE_MISSION = `mutation($input: CreateMissionInput!) {
  createMission(input: $input) {
    __typename
    ... on CreateMissionPayload { mission { title period targetCount rewards { kind amount badge { name } card { name } } } }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const CREATE_VOTING_EVENT = `mutation($input: CreateVotingEventInput!) {
  createVotingEvent(input: $input) {
    __typename
    ... on CreateVotingEventPayload { event { identifier phase candidates { name } } }
    ... on InvalidInputError { field }
  }
}`;

const CREATE_CHECK_IN_PRESENT = `mutation($input: CreateCheckInPresentInput!) {
  createCheckInPresent(input: $input) {
    __typename
    ... on CreateCheckInPresentPayload { present { title description rule threshold rewards { kind amount } } }
    ... on InvalidInputError { field reason }
  }
}`;

const CREATE_CHECK_IN_STORE_ITEM = `mutation($input: CreateCheckInStoreItemInput!) {
  createCheckInStoreItem(input: $input) {
    __typename
    ... on CreateCheckInStoreItemPayload { item { title description pricePoints rewards { kind amount } } }
    ... on InvalidInputError { field reason }
  }
}`;

const offer = {
  titleJa: '満月のしおり',
  titleEn: 'Full-moon bookmark',
  descriptionJa: '王子が描いた満月のしおり',
  descriptionEn: 'A full-moon bookmark the prince drew',
  imageUrl: '/images/engagement/bookmark.svg',
  rewards: [{ kind: 'COIN', amount: 30 }],
};

const mission = {
  kind: 'COMMENT',
  titleJa: 'コメントを3件',
  titleEn: 'Leave 3 comments',
  descriptionJa: '感想にコメントしよう',
  descriptionEn: 'Comment on reviews',
  period: 'DAILY',
  targetCount: 3,
  rewards: [
    { kind: 'COIN', amount: 15 },
    { kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'chatterbox' },
  ],
};

describe.each(testBackends)('engagement operators (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('member', 'Member');
  });
  afterAll(() => garden?.close());

  it('lets an operator add a mission fans then see', async () => {
    const created = await garden.call(
      CREATE_MISSION,
      { input: { clientMutationId: 'op-mission', ...mission } },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(created.data.createMission).toEqual({
      __typename: 'CreateMissionPayload',
      mission: {
        title: 'Leave 3 comments',
        period: 'DAILY',
        targetCount: 3,
        rewards: [
          { kind: 'COIN', amount: 15, badge: null, card: null },
          { kind: 'PROFILE_BADGE', amount: 1, badge: { name: 'Chatterbox' }, card: null },
        ],
      },
    });
    const listed = await garden.call(MISSIONS, {}, { language: 'en' });
    expect(
      listed.data.missions.edges.map((edge: { node: { title: string } }) => edge.node.title),
    ).toContain('Leave 3 comments');
  });

  it('refuses members and invalid inputs, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const member = await garden.call(
      CREATE_MISSION,
      { input: { clientMutationId: 'm', ...mission } },
      { as: 'member' },
    );
    expect(member.data.createMission.__typename).toBe('PermissionDeniedError');
    const invalid = await garden.call(
      CREATE_MISSION,
      { input: { clientMutationId: 'bad', ...mission, targetCount: 0 } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(invalid.data.createMission).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'targetCount',
    });
    const unknownBadge = await garden.call(
      CREATE_MISSION,
      {
        input: {
          clientMutationId: 'badge',
          ...mission,
          rewards: [{ kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'nope' }],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(unknownBadge.data.createMission.__typename).toBe('NotFoundError');
    const window = await garden.call(
      CREATE_VOTING_EVENT,
      {
        input: {
          clientMutationId: 'vote-window',
          identifier: 'spring',
          titleJa: '春',
          titleEn: 'Spring',
          descriptionJa: '春',
          descriptionEn: 'Spring',
          opensAt: '2026-12-01T00:00:00Z',
          closesAt: '2026-11-01T00:00:00Z',
          freeVotesPerDay: 1,
          showCounts: true,
          shareRewardCoins: 0,
          candidates: [
            { nameJa: 'A', nameEn: 'A', descriptionJa: 'A', descriptionEn: 'A' },
            { nameJa: 'B', nameEn: 'B', descriptionJa: 'B', descriptionEn: 'B' },
          ],
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(window.data.createVotingEvent).toEqual({
      __typename: 'InvalidInputError',
      field: 'closesAt',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('adds check-in presents and store items, checking their words, image, count and rewards', async () => {
    const as = { as: DEMO_OPERATOR_UID, language: 'en' as const };
    const present = await garden.call(
      CREATE_CHECK_IN_PRESENT,
      { input: { clientMutationId: 'op-present', ...offer, rule: 'STREAK', threshold: 7 } },
      as,
    );
    expect(present.data.createCheckInPresent).toEqual({
      __typename: 'CreateCheckInPresentPayload',
      present: {
        title: 'Full-moon bookmark',
        description: 'A full-moon bookmark the prince drew',
        rule: 'STREAK',
        threshold: 7,
        rewards: [{ kind: 'COIN', amount: 30 }],
      },
    });
    const item = await garden.call(
      CREATE_CHECK_IN_STORE_ITEM,
      { input: { clientMutationId: 'op-item', ...offer, pricePoints: 120 } },
      as,
    );
    expect(item.data.createCheckInStoreItem).toMatchObject({
      __typename: 'CreateCheckInStoreItemPayload',
      item: { title: 'Full-moon bookmark', pricePoints: 120 },
    });

    const before = await tableCounts(garden.database.db);
    const refusals = [
      [CREATE_CHECK_IN_PRESENT, { ...offer, descriptionEn: ' ', rule: 'TOTAL', threshold: 3 }],
      [
        CREATE_CHECK_IN_PRESENT,
        { ...offer, imageUrl: 'javascript:alert(1)', rule: 'TOTAL', threshold: 3 },
      ],
      [CREATE_CHECK_IN_PRESENT, { ...offer, rule: 'TOTAL', threshold: 0 }],
      [CREATE_CHECK_IN_STORE_ITEM, { ...offer, pricePoints: 0 }],
      [
        CREATE_CHECK_IN_STORE_ITEM,
        { ...offer, pricePoints: 10, rewards: [{ kind: 'COIN', amount: 0 }] },
      ],
    ] as const;
    const fields = [];
    for (const [index, [document, input]] of refusals.entries()) {
      const result = await garden.call(
        document,
        { input: { clientMutationId: `bad-offer-${index}`, ...input } },
        as,
      );
      const refusal = Object.values(result.data)[0] as { __typename: string; field: string };
      expect(refusal.__typename).toBe('InvalidInputError');
      fields.push(refusal.field);
    }
    expect(fields).toEqual(['descriptionEn', 'imageUrl', 'threshold', 'pricePoints', 'rewards']);
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});

describe.each(testBackends)('card and ticket rewards (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('collector', 'Collector');
  });
  afterAll(() => garden?.close());

  const cardOf = async (tenantId: string) => {
    const [card] = await tenantScope(garden.database.db, tenantId)
      .selectFields(
        { id: collectableCards.id, name: collectableCards.name },
        collectableCards,
        isNull(collectableCards.editionSize),
      )
      .orderBy(asc(collectableCards.id))
      .limit(1);
    return card;
  };
  const create = (clientMutationId: string, rewards: unknown[]) =>
    garden.call(
      CREATE_MISSION,
      {
        input: {
          ...mission,
          clientMutationId,
          kind: 'CHAT_ROOM_POST',
          period: 'ONCE',
          targetCount: 1,
          titleJa: '最初のひとこと',
          titleEn: 'A first word',
          rewards,
        },
      },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );

  it('gives a mission’s card and treasure-machine tickets to the fan who claims it, once', async () => {
    const card = await cardOf(garden.demo.tenantId);
    const created = await create('card-mission', [
      { kind: 'COLLECTABLE_CARD', amount: 2, cardId: toGlobalId('CollectableCard', card.id) },
      { kind: 'TREASURE_MACHINE_TICKET', amount: 3 },
    ]);
    expect(created.data.createMission.mission.rewards).toEqual([
      { kind: 'COLLECTABLE_CARD', amount: 2, badge: null, card: { name: card.name.en } },
      { kind: 'TREASURE_MACHINE_TICKET', amount: 3, badge: null, card: null },
    ]);

    await garden.call(
      POST_CHAT,
      {
        input: { clientMutationId: 'first-word', channelId: lobbyId(garden), body: 'はじめまして' },
      },
      { as: 'collector' },
    );
    const listed = await garden.call(MISSIONS, {}, { as: 'collector', language: 'en' });
    const reached = listed.data.missions.edges
      .map((edge: { node: { id: string; title: string; claimable: boolean } }) => edge.node)
      .find((node: { title: string }) => node.title === 'A first word');
    expect(reached.claimable).toBe(true);
    const claims = await Promise.all(
      ['a', 'b'].map((suffix) =>
        garden.call(
          CLAIM_MISSION,
          { input: { clientMutationId: `claim-${suffix}`, missionId: reached.id } },
          { as: 'collector', language: 'en' },
        ),
      ),
    );
    expect(claims.map((claim) => claim.data.claimMissionReward.__typename).sort()).toEqual([
      'ClaimMissionRewardPayload',
      'RewardNotClaimableError',
    ]);

    const userId = await fanId(garden, 'collector');
    const scope = demoScope(garden);
    const copies = await scope.select(cardCopies, eq(cardCopies.userId, userId));
    expect(copies.map((copy) => copy.cardId)).toEqual([card.id, card.id]);
    const [tickets] = await scope.select(
      treasureTicketBalances,
      eq(treasureTicketBalances.userId, userId),
    );
    expect(tickets.balance).toBe(3);
    const grants = await scope.select(rewardGrants, eq(rewardGrants.userId, userId));
    expect(
      grants
        .filter((grant) => grant.deliveredAt !== null)
        .map((grant) => grant.kind)
        .sort(),
    ).toEqual(['COLLECTABLE_CARD', 'TREASURE_MACHINE_TICKET']);
  });

  it('refuses a card reward without a card, or with another garden’s card', async () => {
    const before = await tableCounts(garden.database.db);
    const missing = await create('no-card', [{ kind: 'COLLECTABLE_CARD', amount: 1 }]);
    expect(missing.data.createMission).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'rewards',
      reason: 'INVALID_FORMAT',
    });
    const stray = await create('stray-card', [
      { kind: 'COIN', amount: 1, cardId: toGlobalId('CollectableCard', 1) },
    ]);
    expect(stray.data.createMission.__typename).toBe('InvalidInputError');
    const [foreign] = await tenantScope(garden.database.db, OTHER_TENANT_ID)
      .selectFields({ id: collectableCards.id }, collectableCards)
      .limit(1);
    const other = await create('other-card', [
      { kind: 'COLLECTABLE_CARD', amount: 1, cardId: toGlobalId('CollectableCard', foreign.id) },
    ]);
    expect(other.data.createMission.__typename).toBe('NotFoundError');
    const garbage = await create('garbage-card', [
      { kind: 'COLLECTABLE_CARD', amount: 1, cardId: 'not-an-id' },
    ]);
    expect(garbage.data.createMission.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});
