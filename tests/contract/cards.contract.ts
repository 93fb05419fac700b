// Collectable cards: the catalogue by group, category and card number in both languages,
// card pages by node, pagination of a category's cards, a new member's empty collections
// and their show-on-profile choice, their empty gallery and its refusals, and the
// operators' mutations refused to fans — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const CATALOGUE = /* GraphQL */ `
  query ContractCardCatalogue {
    collectableCardCategoryGroups(first: 5) {
      edges {
        node {
          id
          name
          categories(first: 3) {
            edges {
              node {
                id
                name
                cardCount
                viewerCollection {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`;

const CATEGORY_CARDS = /* GraphQL */ `
  query ContractCategoryCards($id: ID!, $after: String) {
    node(id: $id) {
      ... on CollectableCardCategory {
        cards(first: 2, after: $after) {
          edges {
            node {
              id
              number
              rarity
              name
              viewerOwnedCount
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

const CARD = /* GraphQL */ `
  query ContractCard($id: ID!) {
    node(id: $id) {
      __typename
      ... on CollectableCard {
        id
        name
        text
        category {
          id
        }
      }
    }
  }
`;

const MY_COLLECTIONS = /* GraphQL */ `
  query ContractMyCollections {
    viewer {
      user {
        showsCardCollections
        cardCollections(first: 10) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`;

const SHOW = /* GraphQL */ `
  mutation ContractSetCardCollectionsShown($input: SetCardCollectionsShownInput!) {
    setCardCollectionsShown(input: $input) {
      __typename
      ... on SetCardCollectionsShownPayload {
        user {
          showsCardCollections
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const GRANT = /* GraphQL */ `
  mutation ContractGrantCollectableCards($input: GrantCollectableCardsInput!) {
    grantCollectableCards(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const MY_GALLERY = /* GraphQL */ `
  query ContractMyGallery {
    viewer {
      user {
        cardShowcase {
          id
        }
        ownedCards(first: 5) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`;

const SET_GALLERY = /* GraphQL */ `
  mutation ContractSetCardShowcase($input: SetCardShowcaseInput!) {
    setCardShowcase(input: $input) {
      __typename
      ... on SetCardShowcasePayload {
        user {
          cardShowcase {
            id
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

interface Edge<T> {
  node: T;
}

export default defineContract('cards', [
  {
    name: 'lists the catalogue by group and category, in the request’s language',
    async run(server) {
      const ja = (await server.call(CATALOGUE)).data?.collectableCardCategoryGroups.edges;
      const en = (await server.call(CATALOGUE, {}, { language: 'en' })).data
        ?.collectableCardCategoryGroups.edges;
      expect(ja.map((edge: Edge<{ name: string }>) => edge.node.name)).toEqual([
        '第一幕 薔薇の城',
        '薔薇夜会の記憶',
      ]);
      expect(en[0].node.name).toBe('Act I: The Castle of Roses');
      const first = ja[0].node.categories.edges[0].node;
      expect(first).toMatchObject({ name: '魔王子', cardCount: 6, viewerCollection: null });
    },
  },
  {
    name: 'pages a category’s cards by number, and reads a card by node',
    async run(server) {
      const groups = (await server.call(CATALOGUE)).data?.collectableCardCategoryGroups.edges;
      const categoryId = groups[0].node.categories.edges[0].node.id;
      const first = (await server.call(CATEGORY_CARDS, { id: categoryId })).data?.node.cards;
      expect(first.edges.map((edge: Edge<{ number: number }>) => edge.node.number)).toEqual([1, 2]);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const next = (
        await server.call(CATEGORY_CARDS, { id: categoryId, after: first.pageInfo.endCursor })
      ).data?.node.cards;
      expect(next.edges.map((edge: Edge<{ number: number }>) => edge.node.number)).toEqual([3, 4]);
      for (const { node } of [...first.edges, ...next.edges]) {
        expect(['N', 'R', 'SR', 'SSR']).toContain(node.rarity);
        expect(node.viewerOwnedCount).toBe(0);
      }
      const card = (await server.call(CARD, { id: first.edges[0].node.id }, { language: 'en' }))
        .data?.node;
      expect(card).toMatchObject({
        __typename: 'CollectableCard',
        name: 'The first night',
        category: { id: categoryId },
      });
      const unknown = await server.call(CARD, {
        id: Buffer.from('CollectableCard:2147483000').toString('base64'),
      });
      expect(unknown.data?.node).toBeNull();
    },
  },
  {
    name: 'a new member has no collections, and chooses whether their profile shows them',
    async run(server) {
      await joinAs(server, 'contract-collector');
      const mine = (await server.call(MY_COLLECTIONS, {}, { as: 'contract-collector' })).data
        ?.viewer.user;
      expect(mine).toEqual({ showsCardCollections: false, cardCollections: { edges: [] } });
      const shown = await server.call(
        SHOW,
        { input: { clientMutationId: 'contract-show', shown: true } },
        { as: 'contract-collector' },
      );
      expect(shown.data?.setCardCollectionsShown).toEqual({
        __typename: 'SetCardCollectionsShownPayload',
        user: { showsCardCollections: true },
      });
      const visitor = await server.call(
        SHOW,
        { input: { clientMutationId: 'contract-show-visitor', shown: true } },
        { language: 'en' },
      );
      expect(visitor.data?.setCardCollectionsShown.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
    },
  },
  {
    name: 'a new member’s gallery is empty, and only cards they hold can go in it',
    async run(server) {
      await joinAs(server, 'contract-gallery');
      const as = 'contract-gallery';
      expect((await server.call(MY_GALLERY, {}, { as })).data?.viewer.user).toEqual({
        cardShowcase: [],
        ownedCards: { edges: [] },
      });
      const card = Buffer.from('CollectableCard:1').toString('base64');
      const set = (cardIds: string[], id: string, language: 'ja' | 'en' = 'ja') =>
        server.call(SET_GALLERY, { input: { clientMutationId: id, cardIds } }, { as, language });
      expect((await set([card], 'contract-gallery-1')).data?.setCardShowcase).toEqual({
        __typename: 'CardNotOwnedError',
        message: 'お持ちでないカードはギャラリーに飾れません。保存はされていません。',
        cardId: card,
      });
      expect((await set([card, card], 'contract-gallery-2', 'en')).data?.setCardShowcase).toEqual({
        __typename: 'CardShowcaseDuplicateError',
        message: 'A card can be in your gallery only once. Nothing was saved.',
        cardId: card,
      });
      const many = Array.from({ length: 13 }, (_v, i) =>
        Buffer.from(`CollectableCard:${i + 1}`).toString('base64'),
      );
      expect((await set(many, 'contract-gallery-3', 'en')).data?.setCardShowcase).toEqual({
        __typename: 'CardShowcaseTooLargeError',
        message: 'Your gallery holds up to 12 cards. Nothing was saved.',
        limit: 12,
      });
      expect((await set([], 'contract-gallery-4')).data?.setCardShowcase).toEqual({
        __typename: 'SetCardShowcasePayload',
        user: { cardShowcase: [] },
      });
      const visitor = await server.call(SET_GALLERY, {
        input: { clientMutationId: 'contract-gallery-visitor', cardIds: [] },
      });
      expect(visitor.data?.setCardShowcase.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'refuses card grants to a member and to a visitor',
    async run(server) {
      await joinAs(server, 'contract-card-fan');
      const input = {
        clientMutationId: 'contract-grant',
        userId: Buffer.from('User:1').toString('base64'),
        cardId: Buffer.from('CollectableCard:1').toString('base64'),
        count: 1,
      };
      const member = await server.call(
        GRANT,
        { input },
        { as: 'contract-card-fan', language: 'en' },
      );
      expect(member.data?.grantCollectableCards).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const visitor = await server.call(GRANT, { input });
      expect(visitor.data?.grantCollectableCards.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
    },
  },
]);
