// The shared foundation: the tenant header, and node/nodes scoped to the request's tenant.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { firstChannelId } from './documents';

const COMMUNITY_NAME = /* GraphQL */ `
  query ContractCommunityName {
    community {
      name
    }
  }
`;

const NODE = /* GraphQL */ `
  query ContractNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Channel {
        name
      }
    }
  }
`;

const NODES = /* GraphQL */ `
  query ContractNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
    }
  }
`;

export default defineContract('base', [
  {
    name: 'refuses a request without the tenant header: 400 TENANT_REQUIRED, in the request language',
    async run(server) {
      const result = await server.call(COMMUNITY_NAME, {}, { tenant: null, language: 'en' });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]).toMatchObject({
        message: 'This request does not say which garden it is for (tenant header missing).',
        extensions: { code: 'TENANT_REQUIRED' },
      });
    },
  },
  {
    name: 'refuses a tenant it does not serve: 400 TENANT_NOT_FOUND',
    async run(server) {
      const result = await server.call(COMMUNITY_NAME, {}, { tenant: 'nowhere' });
      expect(result.status).toBe(400);
      expect(result.errors?.[0].extensions).toMatchObject({ code: 'TENANT_NOT_FOUND' });
      expect(result.data ?? null).toBeNull();
    },
  },
  {
    name: "resolves a node of this garden to its own type, another garden's to null",
    async run(server) {
      const channelId = await firstChannelId(server);
      const own = await server.call(NODE, { id: channelId });
      expect(own.data?.node).toMatchObject({ __typename: 'Channel', id: channelId });
      expect(own.data?.node.name).toEqual(expect.any(String));
      const foreign = await server.call(NODE, { id: server.fixtures.foreignChannelId });
      expect(foreign.errors).toBeUndefined();
      expect(foreign.data).toEqual({ node: null });
    },
  },
  {
    name: 'answers nodes in the order asked, null for what this garden does not hold',
    async run(server) {
      const channelId = await firstChannelId(server);
      const result = await server.call(NODES, {
        ids: [server.fixtures.foreignChannelId, channelId, 'not-a-global-id'],
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.nodes).toEqual([null, { __typename: 'Channel', id: channelId }, null]);
    },
  },
]);
