// Information: the article list (pinned first, nothing unread for a visitor), read marks
// and favourites of a member, the official schedule soonest first, and the operators'
// mutations refused to a member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const INFORMATION = /* GraphQL */ `
  query ContractInformation {
    community {
      unreadInformationCount
      information(first: 20) {
        edges {
          node {
            id
            title
            newsCategory
            isPinned
            viewerHasRead
            viewerHasFavorited
          }
        }
      }
      officialSchedules(first: 10) {
        edges {
          node {
            title
            startsAt
            endsAt
            calendarFileUrl
          }
        }
      }
    }
  }
`;

const READ = /* GraphQL */ `
  mutation ContractMarkInformationRead($input: MarkInformationReadInput!) {
    markInformationRead(input: $input) {
      __typename
      ... on MarkInformationReadPayload {
        article {
          viewerHasRead
        }
        community {
          unreadInformationCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const STAR = /* GraphQL */ `
  mutation ContractSetInformationFavorite($input: SetInformationFavoriteInput!) {
    setInformationFavorite(input: $input) {
      __typename
      ... on SetInformationFavoritePayload {
        article {
          viewerHasFavorited
        }
      }
    }
  }
`;

const FAVORITES = /* GraphQL */ `
  query ContractFavoriteInformation {
    viewer {
      favoriteInformation(first: 10) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const PUBLISH = /* GraphQL */ `
  mutation ContractPublishInformationArticle($input: PublishInformationArticleInput!) {
    publishInformationArticle(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface ArticleNode {
  id: string;
  isPinned: boolean;
  viewerHasRead: boolean;
}

export default defineContract('information', [
  {
    name: 'lists articles pinned first, and a visitor has nothing unread',
    async run(server) {
      const visitor = (await server.call(INFORMATION, {}, { language: 'en' })).data?.community;
      const nodes = visitor.information.edges.map(({ node }: { node: ArticleNode }) => node);
      expect(nodes.length).toBeGreaterThan(0);
      expect(visitor.unreadInformationCount).toBe(0);
      expect(nodes.every((node: ArticleNode) => node.viewerHasRead)).toBe(true);
      const firstUnpinned = nodes.findIndex((node: ArticleNode) => !node.isPinned);
      expect(nodes.slice(firstUnpinned).every((node: ArticleNode) => !node.isPinned)).toBe(true);
      const starts = visitor.officialSchedules.edges.map(
        ({ node }: { node: { startsAt: string } }) => Date.parse(node.startsAt),
      );
      expect(starts.length).toBeGreaterThan(0);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const { node } of visitor.officialSchedules.edges) {
        expect(node.calendarFileUrl).toMatch(
          /^\/calendar\/[a-z0-9-]+\/official-schedules\/\d+\.ics/,
        );
      }
    },
  },
  {
    name: 'marks an article read and stars it for a member',
    async run(server) {
      await joinAs(server, 'contract-reader');
      const before = (await server.call(INFORMATION, {}, { as: 'contract-reader' })).data
        ?.community;
      expect(before.unreadInformationCount).toBe(before.information.edges.length);
      const { id } = before.information.edges[0].node;
      const read = await server.call(
        READ,
        { input: { clientMutationId: 'contract-read', articleId: id } },
        { as: 'contract-reader' },
      );
      expect(read.data?.markInformationRead).toEqual({
        __typename: 'MarkInformationReadPayload',
        article: { viewerHasRead: true },
        community: { unreadInformationCount: before.unreadInformationCount - 1 },
      });
      const star = await server.call(
        STAR,
        { input: { clientMutationId: 'contract-star', articleId: id, favorite: true } },
        { as: 'contract-reader' },
      );
      expect(star.data?.setInformationFavorite.article.viewerHasFavorited).toBe(true);
      const favorites = await server.call(FAVORITES, {}, { as: 'contract-reader' });
      expect(favorites.data?.viewer.favoriteInformation.edges).toEqual([{ node: { id } }]);
      const visitor = await server.call(
        READ,
        { input: { clientMutationId: 'contract-read-visitor', articleId: id } },
        { language: 'en' },
      );
      expect(visitor.data?.markInformationRead.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'refuses publishing to a member',
    async run(server) {
      await joinAs(server, 'contract-writer');
      const input = {
        clientMutationId: 'contract-publish',
        category: 'NEWS',
        titleJa: 'お知らせ',
        titleEn: 'News',
        bodyJa: '本文',
        bodyEn: 'Body',
      };
      const result = await server.call(
        PUBLISH,
        { input },
        { as: 'contract-writer', language: 'en' },
      );
      expect(result.data?.publishInformationArticle).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
