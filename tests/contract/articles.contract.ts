// Articles: the list newest first with its pages, one article at its address in the
// request's language, a members-only body withheld from a visitor and a fan without the
// perk, an unknown address, and the operators' mutations refused to a member — the same on
// the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const LIST = /* GraphQL */ `
  query ContractArticles($first: Int, $after: String) {
    community {
      articles(first: $first, after: $after) {
        edges {
          node {
            slug
            title
            coverImageUrl
            isMembersOnly
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

const ONE = /* GraphQL */ `
  query ContractArticle($slug: String!) {
    community {
      article(slug: $slug) {
        slug
        title
        lead
        isMembersOnly
        viewerCanRead
        body {
          kind
          text
          imageUrl
          width
          height
        }
      }
    }
  }
`;

const PUBLISH = /* GraphQL */ `
  mutation ContractPublishArticle($input: PublishArticleInput!) {
    publishArticle(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('articles', [
  {
    name: 'lists the published articles newest first, a page at a time',
    async run(server) {
      const first = await server.call(LIST, { first: 2 }, { language: 'en' });
      const page = first.data?.community.articles;
      expect(page.edges.map(({ node }: { node: { slug: string } }) => node.slug)).toEqual([
        'storyboard-commentary-part2',
        'creator-interview',
      ]);
      expect(page.edges[0].node).toMatchObject({ isMembersOnly: true });
      expect(page.edges[1].node.coverImageUrl).toBe('/images/garden-banner.png');
      expect(page.pageInfo.hasNextPage).toBe(true);
      const rest = await server.call(LIST, { first: 10, after: page.pageInfo.endCursor });
      expect(
        rest.data?.community.articles.edges.map(
          ({ node }: { node: { slug: string } }) => node.slug,
        ),
      ).toEqual(['making-of-tea-party', 'character-profile-puppet']);
    },
  },
  {
    name: 'reads an open article as blocks in the request language',
    async run(server) {
      const result = await server.call(ONE, { slug: 'creator-interview' }, { language: 'en' });
      const article = result.data?.community.article;
      expect(article).toMatchObject({ isMembersOnly: false, viewerCanRead: true });
      expect(article.title).toContain('Interview with the creator');
      expect(article.body[0]).toEqual({
        kind: 'HEADING',
        text: 'It started with a single picture',
        imageUrl: null,
        width: null,
        height: null,
      });
      expect(article.body).toContainEqual({
        kind: 'IMAGE',
        text: null,
        imageUrl: '/images/posts/horns-sketch.webp',
        width: 1200,
        height: 900,
      });
    },
  },
  {
    name: 'withholds a members-only body from a visitor and a fan without the perk',
    async run(server) {
      await joinAs(server, 'contract-article-reader');
      for (const as of [undefined, 'contract-article-reader']) {
        const result = await server.call(
          ONE,
          { slug: 'storyboard-commentary-part2' },
          { as, language: 'en' },
        );
        expect(result.data?.community.article).toMatchObject({
          isMembersOnly: true,
          viewerCanRead: false,
          body: [],
        });
        expect(result.data?.community.article.lead).toContain('director');
      }
      const missing = await server.call(ONE, { slug: 'no-such-article' });
      expect(missing.data?.community.article).toBeNull();
    },
  },
  {
    name: 'refuses publishing an article to a member',
    async run(server) {
      await joinAs(server, 'contract-article-writer');
      const input = {
        clientMutationId: 'contract-article',
        content: {
          slug: 'contract',
          titleJa: '夏',
          titleEn: 'Summer',
          leadJa: '夏の庭',
          leadEn: 'The summer garden',
          blocksJa: '[]',
          blocksEn: '[]',
        },
      };
      const result = await server.call(
        PUBLISH,
        { input },
        { as: 'contract-article-writer', language: 'en' },
      );
      expect(result.data?.publishArticle).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
