// Members' limited channels: every channel says whether it is members-only and whether the
// viewer may read it, and the operators' switch refuses a fan and a visitor with the same
// typed errors, in the request's language, on both servers.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { firstChannelId, joinAs } from './documents';

const CHANNEL = /* GraphQL */ `
  query ContractMembersOnlyChannel($id: ID!) {
    node(id: $id) {
      ... on Channel {
        isMembersOnly
        viewerCanRead
      }
    }
  }
`;

const SET = /* GraphQL */ `
  mutation ContractSetChannelMembersOnly($input: SetChannelMembersOnlyInput!) {
    setChannelMembersOnly(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('members-only channels', [
  {
    name: 'an open channel says so, and a visitor and a fan may read it',
    async run(server) {
      await joinAs(server, 'contract-members-reader');
      const id = await firstChannelId(server);
      for (const as of [undefined, 'contract-members-reader']) {
        const seen = await server.call(CHANNEL, { id }, { as });
        expect(seen.data?.node).toEqual({ isMembersOnly: false, viewerCanRead: true });
      }
    },
  },
  {
    name: 'setChannelMembersOnly refuses a fan and a visitor, changing nothing',
    async run(server) {
      await joinAs(server, 'contract-members-fan');
      const id = await firstChannelId(server);
      const input = { clientMutationId: 'contract-members-only', channelId: id, membersOnly: true };
      const fan = await server.call(SET, { input }, { as: 'contract-members-fan', language: 'en' });
      expect(fan.data?.setChannelMembersOnly).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const visitor = await server.call(SET, { input }, { language: 'ja' });
      expect(visitor.data?.setChannelMembersOnly.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      const after = await server.call(CHANNEL, { id }, { as: 'contract-members-fan' });
      expect(after.data?.node).toEqual({ isMembersOnly: false, viewerCanRead: true });
    },
  },
]);
