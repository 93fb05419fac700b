// Pages: a landing page and a free page as blocks, a draft hidden from fans, a share link,
// the home banners inside their window, and the operators' page mutations refused to a
// member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const PAGES = /* GraphQL */ `
  query ContractPages($identifier: String!, $pageName: String!) {
    community {
      landingPage(identifier: $identifier) {
        kind
        path
        title
        isPublished
        blocks {
          kind
          text
          spans {
            text
            href
          }
          href
          imageUrl
          width
          height
        }
      }
      freePage(pageName: $pageName) {
        path
        title
      }
    }
  }
`;

const SHARE_AND_BANNERS = /* GraphQL */ `
  query ContractShareAndBanners {
    community {
      shareLink(urlId: "tea-party") {
        title
        targetPath
      }
      banners(sectionId: "home", first: 10) {
        edges {
          node {
            sectionId
            title
            alt
            imageUrl
            imageWidth
            imageHeight
            href
            position
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

const CREATE_PAGE = /* GraphQL */ `
  mutation ContractCreateGardenPage($input: CreateGardenPageInput!) {
    createGardenPage(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('pages', [
  {
    name: 'shows a published landing page and a free page as blocks',
    async run(server) {
      const result = await server.call(
        PAGES,
        { identifier: 'new-season', pageName: 'about' },
        { language: 'en' },
      );
      const page = result.data?.community.landingPage;
      expect(page).toMatchObject({
        kind: 'LANDING',
        path: '/lp/new-season',
        title: '"The Demon Prince and the Puppet" returns for season 2',
        isPublished: true,
      });
      expect(page.blocks[0]).toEqual({
        kind: 'HEADING',
        text: 'Season 2 is coming',
        spans: [],
        href: null,
        imageUrl: null,
        width: null,
        height: null,
      });
      expect(page.blocks.at(-1)).toMatchObject({ kind: 'BUTTON', href: '/v/about' });
      expect(result.data?.community.freePage).toEqual({
        path: '/v/about',
        title: 'About the work',
      });
    },
  },
  {
    name: 'hides a draft and an unknown page from fans',
    async run(server) {
      const result = await server.call(PAGES, {
        identifier: 'secret-preview',
        pageName: 'no-such-page',
      });
      expect(result.data?.community).toEqual({ landingPage: null, freePage: null });
    },
  },
  {
    name: 'shows a share link and only the home banners inside their window',
    async run(server) {
      const result = await server.call(SHARE_AND_BANNERS, {}, { language: 'en' });
      expect(result.data?.community.shareLink).toEqual({
        title: 'Tea with the Prince and the Puppet',
        targetPath: '/messages',
      });
      const nodes = result.data?.community.banners.edges.map(
        ({ node }: { node: { title: string } }) => node,
      );
      expect(nodes.map((node: { title: string }) => node.title)).toEqual([
        'Season 2 is coming',
        'Fan art tea party',
      ]);
      expect(nodes[0]).toMatchObject({
        sectionId: 'home',
        imageUrl: '/images/pages/new-season-banner.svg',
        imageWidth: 1200,
        imageHeight: 400,
        href: '/lp/new-season',
      });
    },
  },
  {
    name: 'refuses writing a page to a member',
    async run(server) {
      await joinAs(server, 'contract-page-writer');
      const input = {
        clientMutationId: 'contract-page',
        kind: 'LANDING',
        slug: 'contract',
        content: {
          titleJa: '夏',
          titleEn: 'Summer',
          descriptionJa: '夏の庭',
          descriptionEn: 'The summer garden',
          blocksJa: '[]',
          blocksEn: '[]',
        },
      };
      const result = await server.call(
        CREATE_PAGE,
        { input },
        { as: 'contract-page-writer', language: 'en' },
      );
      expect(result.data?.createGardenPage).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
