import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseFan } from '../accounts/deleteAccount';
import { users } from '../community/tables';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { grantCards } from './grantCards';
import { cardCopies, cardShowcaseEntries, collectableCards } from './tables';

const SHOWCASE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on User {
        cardShowcase {
          name
        }
        ownedCards(first: 20) {
          edges {
            node {
              id
              name
              viewerOwnedCount
            }
          }
        }
      }
    }
  }
`;

const SET = /* GraphQL */ `
  mutation ($input: SetCardShowcaseInput!) {
    setCardShowcase(input: $input) {
      __typename
      ... on SetCardShowcasePayload {
        user {
          cardShowcase {
            id
            name
          }
        }
      }
      ... on CardNotOwnedError {
        message
        cardId
      }
      ... on CardShowcaseDuplicateError {
        message
        cardId
      }
      ... on CardShowcaseTooLargeError {
        message
        limit
      }
    }
  }
`;

interface Named {
  name: string;
}

describe.each(testBackends)('card gallery (%s)', (backend) => {
  let garden: TestGarden;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const cardId = async (key: string) => {
    const [card] = await demo().select(
      collectableCards,
      eq(collectableCards.imageUrl, `/images/cards/${key}.svg`),
    );
    return toGlobalId('CollectableCard', card.id);
  };
  const userOf = async (authUid: string, tenant = 'demo') => {
    const [user] = await tenantScope(garden.database.db, tenant).select(
      users,
      eq(users.authUid, authUid),
    );
    return user;
  };
  const set = (cardIds: string[], clientMutationId: string, as?: string, language?: 'en') =>
    garden.call(SET, { input: { clientMutationId, cardIds } }, { as, language });
  const names = (cards: Named[]) => cards.map((card) => card.name);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('gallery-fan', 'Gallery fan');
    await garden.join('gallery-rival', 'Gallery rival');
    const fan = await userOf('gallery-fan');
    await demo().transaction(async (tx) => {
      for (const [index, key] of ['prince-cloak', 'prince-throne', 'puppet-tea'].entries()) {
        const [card] = await tx.select(
          collectableCards,
          eq(collectableCards.imageUrl, `/images/cards/${key}.svg`),
        );
        await grantCards(tx, {
          userId: fan.id,
          cardId: card.id,
          count: 1,
          reference: `gallery-test:${index}`,
        });
      }
    });
  });
  afterAll(() => garden?.close());

  it('shows the demo fan’s gallery to everyone, in her order', async () => {
    const hana = await userOf('seed-fan-hana');
    const answer = await garden.call(SHOWCASE, { id: toGlobalId('User', hana.id) });
    expect(names(answer.data.node.cardShowcase)).toEqual([
      '三日月の窓辺',
      'はじめてのお茶会',
      '夜会の招待状',
      '目覚め',
    ]);
    // What she owns stays hers: a visitor reads no owned cards.
    expect(answer.data.node.ownedCards.edges).toEqual([]);
  });

  it('arranges the gallery from the fan’s own cards, idempotently', async () => {
    const fan = await userOf('gallery-fan');
    const own = await garden.call(
      SHOWCASE,
      { id: toGlobalId('User', fan.id) },
      { as: 'gallery-fan' },
    );
    expect(own.data.node.cardShowcase).toEqual([]);
    expect(names(own.data.node.ownedCards.edges.map((edge: { node: Named }) => edge.node))).toEqual(
      ['深紅のマント', '空の玉座', 'はじめてのお茶会'],
    );
    const chosen = [await cardId('puppet-tea'), await cardId('prince-cloak')];
    const saved = await set(chosen, 'gallery-1', 'gallery-fan');
    expect(saved.data.setCardShowcase.__typename).toBe('SetCardShowcasePayload');
    expect(names(saved.data.setCardShowcase.user.cardShowcase)).toEqual([
      'はじめてのお茶会',
      '深紅のマント',
    ]);
    // A retry answers the same and writes nothing more.
    const before = await tableCounts(garden.database.db);
    const retried = await set(chosen, 'gallery-1', 'gallery-fan');
    expect(retried.data).toEqual(saved.data);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The same id with another gallery is refused.
    const reused = await set([chosen[1]], 'gallery-1', 'gallery-fan');
    expect(reused.data.setCardShowcase.__typename).toBe('InvalidInputError');
    // Others see it on the profile, in the fan's order.
    const seen = await garden.call(
      SHOWCASE,
      { id: toGlobalId('User', fan.id) },
      { as: 'gallery-rival' },
    );
    expect(names(seen.data.node.cardShowcase)).toEqual(['はじめてのお茶会', '深紅のマント']);
    expect(seen.data.node.ownedCards.edges).toEqual([]);
    // A new order replaces the whole gallery; an empty one clears it.
    const reordered = await set([chosen[1], chosen[0]], 'gallery-2', 'gallery-fan');
    expect(names(reordered.data.setCardShowcase.user.cardShowcase)).toEqual([
      '深紅のマント',
      'はじめてのお茶会',
    ]);
    const cleared = await set([], 'gallery-3', 'gallery-fan');
    expect(cleared.data.setCardShowcase.user.cardShowcase).toEqual([]);
  });

  it('refuses cards not owned, duplicates and too many, in both languages, writing nothing', async () => {
    const cloak = await cardId('prince-cloak');
    const crown = await cardId('prince-crown');
    const before = await tableCounts(garden.database.db);
    expect((await set([cloak], 'gallery-visitor')).data.setCardShowcase.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    const notOwned = await set([cloak, crown], 'gallery-not-owned', 'gallery-fan');
    expect(notOwned.data.setCardShowcase).toEqual({
      __typename: 'CardNotOwnedError',
      message: 'お持ちでないカードはギャラリーに飾れません。保存はされていません。',
      cardId: crown,
    });
    const notOwnedEn = await set([crown], 'gallery-not-owned-en', 'gallery-fan', 'en');
    expect(notOwnedEn.data.setCardShowcase.message).toBe(
      'Only cards you own can go in your gallery. Nothing was saved.',
    );
    const duplicate = await set([cloak, cloak], 'gallery-duplicate', 'gallery-fan', 'en');
    expect(duplicate.data.setCardShowcase).toEqual({
      __typename: 'CardShowcaseDuplicateError',
      message: 'A card can be in your gallery only once. Nothing was saved.',
      cardId: cloak,
    });
    const many = Array.from({ length: 13 }, (_v, i) => toGlobalId('CollectableCard', i + 1));
    const tooMany = await set(many, 'gallery-too-many', 'gallery-fan');
    expect(tooMany.data.setCardShowcase).toEqual({
      __typename: 'CardShowcaseTooLargeError',
      message: 'ギャラリーに飾れるカードは12枚までです。保存はされていません。',
      limit: 12,
    });
    // Ids of something else, beyond the column, or of another garden's card: not owned.
    const other = tenantScope(garden.database.db, OTHER_TENANT_ID);
    const [secret] = await other.select(collectableCards);
    for (const id of [
      toGlobalId('User', 1),
      toGlobalId('CollectableCard', 2147483000),
      'not-an-id',
      toGlobalId('CollectableCard', secret.id),
    ])
      expect(
        (await set([id], `gallery-bad-${id}`, 'gallery-fan')).data.setCardShowcase,
      ).toMatchObject({ __typename: 'CardNotOwnedError', cardId: id });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('drops a card the fan no longer holds, and shows nothing of a fan who left', async () => {
    const fan = await userOf('gallery-rival');
    const [throne] = await demo().select(
      collectableCards,
      eq(collectableCards.imageUrl, `/images/cards/prince-throne.svg`),
    );
    const [tea] = await demo().select(
      collectableCards,
      eq(collectableCards.imageUrl, `/images/cards/puppet-tea.svg`),
    );
    await demo().transaction(async (tx) => {
      for (const [index, card] of [throne, tea].entries())
        await grantCards(tx, {
          userId: fan.id,
          cardId: card.id,
          count: 1,
          reference: `gallery-rival:${index}`,
        });
    });
    const saved = await set(
      [toGlobalId('CollectableCard', throne.id), toGlobalId('CollectableCard', tea.id)],
      'gallery-rival-1',
      'gallery-rival',
    );
    expect(names(saved.data.setCardShowcase.user.cardShowcase)).toEqual([
      '空の玉座',
      'はじめてのお茶会',
    ]);
    await demo().delete(
      cardCopies,
      and(eq(cardCopies.userId, fan.id), eq(cardCopies.cardId, throne.id)),
    );
    const profile = () => garden.call(SHOWCASE, { id: toGlobalId('User', fan.id) });
    expect(names((await profile()).data.node.cardShowcase)).toEqual(['はじめてのお茶会']);

    await demo().transaction((tx) => eraseFan(tx, fan));
    expect((await profile()).data.node.cardShowcase).toEqual([]);
    expect(
      await demo().select(cardShowcaseEntries, eq(cardShowcaseEntries.userId, fan.id)),
    ).toEqual([]);
  });

  it('never shows another garden’s gallery', async () => {
    const stranger = await userOf('other-fan', OTHER_TENANT_ID);
    const id = toGlobalId('User', stranger.id);
    expect((await garden.call(SHOWCASE, { id })).data.node).toBeNull();
    const own = await garden.call(SHOWCASE, { id }, { tenant: OTHER_TENANT_ID });
    expect(names(own.data.node.cardShowcase)).toEqual(['Secret card']);
  });
});
