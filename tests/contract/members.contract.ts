// Member administration: operator-only. A member or a visitor is refused with the same
// typed errors, in the request language, by the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const SET_ROLE = /* GraphQL */ `
  mutation ContractSetMemberRole($input: SetMemberRoleInput!) {
    setMemberRole(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const BLOCK = /* GraphQL */ `
  mutation ContractBlockMember($input: BlockMemberInput!) {
    blockMember(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const UPDATE_THEME = /* GraphQL */ `
  mutation ContractUpdateGardenTheme($input: UpdateGardenThemeInput!) {
    updateGardenTheme(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const GARDEN_THEME = /* GraphQL */ `
  query ContractGardenTheme {
    community {
      theme {
        colorMode
        accentTheme
        greyScale
      }
    }
  }
`;

const OWN_USER = /* GraphQL */ `
  query ContractOwnUser {
    viewer {
      user {
        id
        role
      }
    }
  }
`;

export default defineContract('members', [
  {
    name: 'shows a new member as MEMBER and refuses them operator actions',
    async run(server) {
      await joinAs(server, 'contract-member');
      const own = await server.call(OWN_USER, {}, { as: 'contract-member' });
      expect(own.data?.viewer.user.role).toBe('MEMBER');
      const userId = own.data?.viewer.user.id as string;
      const role = await server.call(
        SET_ROLE,
        { input: { clientMutationId: 'contract-role', userId, role: 'OPERATOR' } },
        { as: 'contract-member', language: 'en' },
      );
      expect(role.data?.setMemberRole).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const block = await server.call(
        BLOCK,
        { input: { clientMutationId: 'contract-block', userId } },
        { as: 'contract-member' },
      );
      expect(block.data?.blockMember).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'この操作は庭の運営者のみ行えます。',
      });
    },
  },
  {
    name: 'refuses a signed-out visitor',
    async run(server) {
      await joinAs(server, 'contract-target');
      const own = await server.call(OWN_USER, {}, { as: 'contract-target' });
      const userId = own.data?.viewer.user.id as string;
      const result = await server.call(SET_ROLE, {
        input: { clientMutationId: 'contract-anon', userId, role: 'OPERATOR' },
      });
      expect(result.data?.setMemberRole.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'shows the garden theme to anyone and lets no member change it',
    async run(server) {
      const shown = await server.call(GARDEN_THEME, {});
      expect(shown.data?.community.theme).toEqual({
        colorMode: 'LIGHT',
        accentTheme: 'CRIMSON',
        greyScale: 'PLUM',
      });
      await joinAs(server, 'contract-theme-member');
      const input = {
        clientMutationId: 'contract-theme',
        colorMode: 'DARK',
        accentTheme: 'GOLD',
        greyScale: 'PLUM',
      };
      const member = await server.call(
        UPDATE_THEME,
        { input },
        { as: 'contract-theme-member', language: 'en' },
      );
      expect(member.data?.updateGardenTheme).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const visitor = await server.call(UPDATE_THEME, { input });
      expect(visitor.data?.updateGardenTheme.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const after = await server.call(GARDEN_THEME, {});
      expect(after.data?.community.theme.colorMode).toBe('LIGHT');
    },
  },
]);
