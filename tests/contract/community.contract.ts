// The garden: the community, its channels as a connection, the viewer, and joining.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { JOIN, joinAs } from './documents';

const COMMUNITY = /* GraphQL */ `
  query ContractCommunity($first: Int, $after: String) {
    community {
      id
      tenantId
      name
      description
      memberCount
      channels(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            name
            description
            viewerHasJoined
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

const VIEWER = /* GraphQL */ `
  query ContractViewer {
    viewer {
      isSignedIn
      user {
        id
        displayName
        joinedAt
      }
      joinedCommunity {
        id
      }
      joinedChannels(first: 50) {
        edges {
          node {
            id
            viewerHasJoined
          }
        }
      }
    }
  }
`;

export default defineContract('community', [
  {
    name: 'serves the community of the tenant, named in the request language',
    async run(server) {
      const ja = await server.call(COMMUNITY, {}, { language: 'ja' });
      const en = await server.call(COMMUNITY, {}, { language: 'en' });
      expect(ja.errors).toBeUndefined();
      expect(ja.data?.community).toMatchObject({
        id: expect.any(String),
        tenantId: 'demo',
        name: expect.any(String),
        memberCount: expect.any(Number),
      });
      expect(en.data?.community.name).not.toBe(ja.data?.community.name);
      expect(en.data?.community.id).toBe(ja.data?.community.id);
    },
  },
  {
    name: 'pages the channels forwards with first/after, no channel twice',
    async run(server) {
      const first = await server.call(COMMUNITY, { first: 1 });
      const page = first.data?.community.channels;
      expect(page.edges).toHaveLength(1);
      expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: page.edges[0].cursor });
      const rest = await server.call(COMMUNITY, { first: 20, after: page.pageInfo.endCursor });
      const ids = rest.data?.community.channels.edges.map(
        (edge: { node: { id: string } }) => edge.node.id,
      );
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(page.edges[0].node.id);
      expect(rest.data?.community.channels.pageInfo.hasNextPage).toBe(false);
    },
  },
  {
    name: 'refuses a page larger than the maximum or a cursor it never gave: BAD_USER_INPUT',
    async run(server) {
      const tooMany = await server.call(COMMUNITY, { first: 101 });
      expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const garbage = await server.call(COMMUNITY, { first: 1, after: 'garbage' });
      expect(garbage.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    },
  },
  {
    name: 'knows a signed-out visitor: no profile, no joined garden, no joined channels',
    async run(server) {
      const result = await server.call(VIEWER);
      expect(result.errors).toBeUndefined();
      expect(result.data?.viewer).toEqual({
        isSignedIn: false,
        user: null,
        joinedCommunity: null,
        joinedChannels: { edges: [] },
      });
    },
  },
  {
    name: 'refuses joining when signed out, or with a name empty or over 30 characters',
    async run(server) {
      const join = (displayName: string, as?: string) =>
        server.call(
          JOIN,
          { input: { clientMutationId: `refused-${displayName.length}`, displayName } },
          { as, language: 'en' },
        );
      expect((await join('Rose')).data?.joinCommunity).toMatchObject({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: expect.any(String),
      });
      expect((await join('   ', 'contract-refused')).data?.joinCommunity).toEqual({
        __typename: 'InvalidInputError',
        message: expect.any(String),
        field: 'displayName',
        reason: 'REQUIRED',
        limit: 1,
      });
      expect((await join('x'.repeat(31), 'contract-refused')).data?.joinCommunity).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'displayName',
        reason: 'TOO_LONG',
        limit: 30,
      });
      const viewer = await server.call(VIEWER, {}, { as: 'contract-refused' });
      expect(viewer.data?.viewer).toMatchObject({ isSignedIn: true, user: null });
    },
  },
  {
    name: 'joins a signed-in fan to the garden and its channels, once',
    async run(server) {
      const before = (await server.call(COMMUNITY)).data?.community.memberCount as number;
      await joinAs(server, 'contract-joiner');
      const again = await server.call(
        JOIN,
        { input: { clientMutationId: 'join-again', displayName: 'Another name' } },
        { as: 'contract-joiner' },
      );
      expect(again.data?.joinCommunity).toMatchObject({
        __typename: 'JoinCommunityPayload',
        clientMutationId: 'join-again',
        user: { displayName: 'contract-joiner' },
        viewer: { isSignedIn: true },
      });
      const after = await server.call(COMMUNITY, {}, { as: 'contract-joiner' });
      expect(after.data?.community.memberCount).toBe(before + 1);
      const viewer = await server.call(VIEWER, {}, { as: 'contract-joiner' });
      expect(viewer.data?.viewer).toMatchObject({
        isSignedIn: true,
        user: { id: again.data?.joinCommunity.user.id, displayName: 'contract-joiner' },
        joinedCommunity: { id: after.data?.community.id },
      });
      const joined = viewer.data?.viewer.joinedChannels.edges;
      expect(joined.length).toBeGreaterThan(0);
      for (const edge of joined) expect(edge.node.viewerHasJoined).toBe(true);
    },
  },
]);
