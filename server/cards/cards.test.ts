import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFreeCoins } from '../coins/ledger';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { treasureMachines } from '../draws/tables';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { cardCollections, cardCopies, collectableCards } from './tables';

const CATALOGUE = /* GraphQL */ `
  query {
    collectableCardCategoryGroups(first: 5) {
      edges {
        node {
          name
          categories(first: 4) {
            edges {
              node {
                id
                name
                cardCount
                cards(first: 2) {
                  edges {
                    node {
                      number
                      name
                      rarity
                    }
                  }
                  pageInfo {
                    hasNextPage
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

const COLLECTIONS = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on User {
        showsCardCollections
        cardCollections(first: 10) {
          edges {
            node {
              id
              ownedCardCount
              cardCount
              completed
              category {
                name
              }
              entries(first: 10) {
                edges {
                  node {
                    ownedCount
                    card {
                      number
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

const NODE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      id
    }
  }
`;

const GRANT = /* GraphQL */ `
  mutation ($input: GrantCollectableCardsInput!) {
    grantCollectableCards(input: $input) {
      __typename
      ... on GrantCollectableCardsPayload {
        serialNumbers
        collection {
          ownedCardCount
        }
        card {
          issuedCount
        }
      }
      ... on CardEditionExhaustedError {
        message
        editionSize
        remaining
      }
      ... on Error {
        message
      }
    }
  }
`;

const CREATE_CARD = /* GraphQL */ `
  mutation ($input: CreateCollectableCardInput!) {
    createCollectableCard(input: $input) {
      __typename
      ... on CreateCollectableCardPayload {
        card {
          id
          number
          name
          editionSize
        }
      }
      ... on InvalidInputError {
        field
        message
      }
    }
  }
`;

describe.each(testBackends)('collectable cards (%s)', (backend) => {
  let garden: TestGarden;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const cardId = async (key: string) => {
    const [card] = await demo().select(
      collectableCards,
      eq(collectableCards.imageUrl, `/images/cards/${key}.svg`),
    );
    return card;
  };
  const userOf = async (authUid: string, tenant = 'demo') => {
    const [user] = await tenantScope(garden.database.db, tenant).select(
      users,
      eq(users.authUid, authUid),
    );
    return user;
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('card-fan', 'Card fan');
    await garden.join('card-rival', 'Card rival');
  });
  afterAll(() => garden?.close());

  it('lists the catalogue by group, category and card number, in the request’s language', async () => {
    const ja = await garden.call(CATALOGUE);
    expect(ja.errors).toBeUndefined();
    const groups = ja.data.collectableCardCategoryGroups.edges.map(
      (edge: { node: { name: string } }) => edge.node,
    );
    expect(groups.map((group: { name: string }) => group.name)).toEqual([
      '第一幕 薔薇の城',
      '薔薇夜会の記憶',
    ]);
    const prince = groups[0].categories.edges[0].node;
    expect(prince).toMatchObject({ name: '魔王子', cardCount: 6 });
    expect(
      prince.cards.edges.map((edge: { node: { number: number } }) => edge.node.number),
    ).toEqual([1, 2]);
    expect(prince.cards.pageInfo.hasNextPage).toBe(true);
    const en = await garden.call(CATALOGUE, {}, { language: 'en' });
    expect(en.data.collectableCardCategoryGroups.edges[0].node.name).toBe(
      'Act I: The Castle of Roses',
    );
  });

  it('shows a fan’s collections to others only when the fan shows them', async () => {
    const hana = await userOf('seed-fan-hana');
    const kuro = await userOf('seed-fan-kuro');
    // Hana shows hers: anyone, even a visitor, reads her progress N/M with silhouettes.
    const shown = await garden.call(COLLECTIONS, { id: toGlobalId('User', hana.id) });
    expect(shown.data.node.showsCardCollections).toBe(true);
    const puppet = shown.data.node.cardCollections.edges.find(
      (edge: { node: { category: { name: string } } }) => edge.node.category.name === '人形',
    ).node;
    expect(puppet).toMatchObject({ ownedCardCount: 4, cardCount: 6, completed: false });
    expect(
      puppet.entries.edges.map((edge: { node: { ownedCount: number } }) => edge.node.ownedCount),
    ).toEqual([2, 1, 3, 1, 0, 0]);

    // Kuro does not: others get an empty list and no node, kuro gets them all.
    const hidden = await garden.call(
      COLLECTIONS,
      { id: toGlobalId('User', kuro.id) },
      { as: 'card-fan' },
    );
    expect(hidden.data.node.cardCollections.edges).toEqual([]);
    const own = await garden.call(
      COLLECTIONS,
      { id: toGlobalId('User', kuro.id) },
      { as: 'seed-fan-kuro' },
    );
    expect(own.data.node.cardCollections.edges).toHaveLength(1);
    const collectionId = own.data.node.cardCollections.edges[0].node.id;
    for (const as of [undefined, 'card-fan'])
      expect((await garden.call(NODE, { id: collectionId }, { as })).data.node).toBeNull();
    expect(
      (await garden.call(NODE, { id: collectionId }, { as: 'seed-fan-kuro' })).data.node,
    ).toEqual({ __typename: 'CardCollection', id: collectionId });
  });

  it('lets a fan show and hide their collections, and only their own', async () => {
    const set = (shown: boolean, id: string, as?: string) =>
      garden.call(
        `mutation ($input: SetCardCollectionsShownInput!) {
          setCardCollectionsShown(input: $input) {
            __typename ... on SetCardCollectionsShownPayload { user { showsCardCollections } } } }`,
        { input: { clientMutationId: id, shown } },
        { as },
      );
    expect((await set(true, 'show-anonymous')).data.setCardCollectionsShown.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    const shown = await set(true, 'show-1', 'card-rival');
    expect(shown.data.setCardCollectionsShown.user.showsCardCollections).toBe(true);
    const hidden = await set(false, 'hide-1', 'card-rival');
    expect(hidden.data.setCardCollectionsShown.user.showsCardCollections).toBe(false);
  });

  it('never answers with another garden’s cards, categories or collections', async () => {
    const other = tenantScope(garden.database.db, OTHER_TENANT_ID);
    const [secret] = await other.select(collectableCards);
    const [collection] = await other.select(cardCollections);
    const stranger = await userOf('other-fan', OTHER_TENANT_ID);
    const ids = [
      toGlobalId('CollectableCard', secret.id),
      toGlobalId('CollectableCardCategory', secret.categoryId),
      toGlobalId('CardCollection', collection.id),
    ];
    for (const id of ids) {
      expect((await garden.call(NODE, { id }, { as: 'card-fan' })).data.node).toBeNull();
      // In its own garden, the same id answers (the stranger shows their collections).
      expect(
        (await garden.call(NODE, { id }, { tenant: OTHER_TENANT_ID })).data.node,
      ).not.toBeNull();
    }
    const catalogue = JSON.stringify((await garden.call(CATALOGUE)).data);
    expect(catalogue).not.toContain('Secret');
    const strangerCollections = await garden.call(COLLECTIONS, {
      id: toGlobalId('User', stranger.id),
    });
    expect(strangerCollections.data.node).toBeNull();
    // Granting another garden's card to a demo fan is "not found", and writes nothing.
    const before = await tableCounts(garden.database.db);
    const fan = await userOf('card-fan');
    const refused = await garden.call(
      GRANT,
      {
        input: {
          clientMutationId: 'grant-foreign',
          userId: toGlobalId('User', fan.id),
          cardId: ids[0],
          count: 1,
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(refused.data.grantCollectableCards.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('keeps the catalogue mutations to operators and refuses bad input with nothing written', async () => {
    const prince = await cardId('prince-cloak');
    const input = {
      clientMutationId: 'card-new',
      categoryId: toGlobalId('CollectableCardCategory', prince.categoryId),
      nameJa: '王子の寝顔',
      nameEn: 'The sleeping prince',
      textJa: '誰にも見せない顔。',
      textEn: 'A face he shows no one.',
      rarity: 'SR',
      imageUrl: '/images/cards/prince-crown.svg',
    };
    const before = await tableCounts(garden.database.db);
    expect((await garden.call(CREATE_CARD, { input })).data.createCollectableCard.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect(
      (await garden.call(CREATE_CARD, { input }, { as: 'card-fan' })).data.createCollectableCard
        .__typename,
    ).toBe('PermissionDeniedError');
    for (const bad of [
      { nameEn: ' ' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '//evil.example/card.svg' },
      { editionSize: 0 },
      { textJa: 'あ'.repeat(501) },
    ]) {
      const result = await garden.call(
        CREATE_CARD,
        { input: { ...input, ...bad, clientMutationId: `bad-${JSON.stringify(bad)}` } },
        { as: DEMO_OPERATOR_UID, language: 'en' },
      );
      expect(result.data.createCollectableCard.__typename).toBe('InvalidInputError');
      expect(result.data.createCollectableCard.message).not.toBe('');
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const created = await garden.call(CREATE_CARD, { input }, { as: DEMO_OPERATOR_UID });
    expect(created.data.createCollectableCard.card).toMatchObject({
      number: 7,
      name: '王子の寝顔',
      editionSize: null,
    });
    const again = await garden.call(CREATE_CARD, { input }, { as: DEMO_OPERATOR_UID });
    expect(again.data.createCollectableCard.card.id).toBe(
      created.data.createCollectableCard.card.id,
    );
  });

  it('creates a group and a category in order', async () => {
    const group = await garden.call(
      `mutation ($input: CreateCollectableCardCategoryGroupInput!) {
        createCollectableCardCategoryGroup(input: $input) {
          __typename ... on CreateCollectableCardCategoryGroupPayload { group { id name } } } }`,
      {
        input: {
          clientMutationId: 'group-new',
          nameJa: '第二幕',
          nameEn: 'Act II',
          imageUrl: '/images/cards/group-act-one.svg',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    const groupId = group.data.createCollectableCardCategoryGroup.group.id;
    const category = await garden.call(
      `mutation ($input: CreateCollectableCardCategoryInput!) {
        createCollectableCardCategory(input: $input) {
          __typename ... on CreateCollectableCardCategoryPayload { category { name cardCount group { id } } } } }`,
      {
        input: {
          clientMutationId: 'category-new',
          groupId,
          nameJa: '旅立ち',
          nameEn: 'Departure',
          imageUrl: '/images/cards/category-prince.svg',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(category.data.createCollectableCardCategory.category).toEqual({
      name: '旅立ち',
      cardCount: 0,
      group: { id: groupId },
    });
    const catalogue = await garden.call(CATALOGUE);
    expect(catalogue.data.collectableCardCategoryGroups.edges.at(-1).node.name).toBe('第二幕');
  });

  it('grants once per clientMutationId, even when the retries race', async () => {
    const fan = await userOf('card-fan');
    const card = await cardId('soiree-rose-garden');
    const input = {
      clientMutationId: 'campaign-1',
      userId: toGlobalId('User', fan.id),
      cardId: toGlobalId('CollectableCard', card.id),
      count: 2,
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => garden.call(GRANT, { input }, { as: DEMO_OPERATOR_UID })),
    );
    for (const result of results)
      expect(result.data.grantCollectableCards).toMatchObject({
        __typename: 'GrantCollectableCardsPayload',
        serialNumbers: [],
        collection: { ownedCardCount: 1 },
      });
    const copies = await demo().count(
      cardCopies,
      and(eq(cardCopies.userId, fan.id), eq(cardCopies.cardId, card.id)),
    );
    expect(copies).toBe(2);
  });

  it('numbers a limited edition and never gives more copies than it has', async () => {
    const fan = await userOf('card-rival');
    const card = await cardId('soiree-crimson-moon'); // an edition of 100
    await demo().update(collectableCards, { issuedCount: 97 }, eq(collectableCards.id, card.id));
    const grant = (id: string, count: number) =>
      garden.call(
        GRANT,
        {
          input: {
            clientMutationId: id,
            userId: toGlobalId('User', fan.id),
            cardId: toGlobalId('CollectableCard', card.id),
            count,
          },
        },
        { as: DEMO_OPERATOR_UID, language: 'en' },
      );
    const before = await tableCounts(garden.database.db);
    const tooMany = await grant('edition-too-many', 4);
    expect(tooMany.data.grantCollectableCards).toMatchObject({
      __typename: 'CardEditionExhaustedError',
      editionSize: 100,
      remaining: 3,
    });
    expect(tooMany.data.grantCollectableCards.message).toContain('100');
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, index) => grant(`edition-${index}`, 1)),
    );
    const granted = racing.filter(
      (result) => result.data.grantCollectableCards.__typename === 'GrantCollectableCardsPayload',
    );
    expect(granted).toHaveLength(3);
    expect(
      granted
        .flatMap((result) => result.data.grantCollectableCards.serialNumbers)
        .sort((a: number, b: number) => a - b),
    ).toEqual([98, 99, 100]);
    expect(racing.length - granted.length).toBe(2);
    const [after] = await demo().select(collectableCards, eq(collectableCards.id, card.id));
    expect(after.issuedCount).toBe(100);
  });

  it('puts a card drawn from a treasure machine in the fan’s collection, in the draw', async () => {
    const fan = await userOf('card-fan');
    await demo().transaction((tx) =>
      grantFreeCoins(tx, {
        userId: fan.id,
        amount: 1000,
        reference: 'test:card-draw',
        label: { en: 'Test coins' },
      }),
    );
    const [machine] = await demo().select(
      treasureMachines,
      eq(treasureMachines.imageUrl, '/images/cards/group-act-one.svg'),
    );
    const draw = await garden.call(
      `mutation ($input: DrawTreasureMachineInput!) {
        drawTreasureMachine(input: $input) {
          __typename
          ... on DrawTreasureMachinePayload {
            draw { pulls { id isDuplicate prize { kind card { id name viewerOwnedCount
              category { viewerCollection { ownedCardCount } } } } } } } } }`,
      {
        input: {
          clientMutationId: 'card-draw',
          machineId: toGlobalId('TreasureMachine', machine.id),
          pulls: 10,
          payment: 'COINS',
        },
      },
      { as: 'card-fan' },
    );
    expect(draw.data.drawTreasureMachine.__typename).toBe('DrawTreasureMachinePayload');
    const pulls = draw.data.drawTreasureMachine.draw.pulls;
    expect(pulls).toHaveLength(10);
    for (const pull of pulls) {
      expect(pull.prize.kind).toBe('COLLECTABLE_CARD');
      expect(pull.prize.card.viewerOwnedCount).toBeGreaterThan(0);
      expect(pull.prize.card.category.viewerCollection.ownedCardCount).toBeGreaterThan(0);
    }
    const copies = await demo().count(cardCopies, and(eq(cardCopies.userId, fan.id)));
    expect(copies).toBe(12); // 10 drawn + the 2 of the campaign grant
  });
});
