// Operator-only member administration: roles and blocking. Everyone but the garden's
// operators is refused with a typed error, nothing is written for them, an operator
// cannot act on themself, and another garden's fans are out of reach.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICIAL_UID, DEMO_OPERATOR_UID } from '../db/demoTenant';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, userGlobalId, type TestGarden } from '../testing/testGarden';
import { users } from './tables';

const setRole = `mutation SetRole($input: SetMemberRoleInput!) {
  setMemberRole(input: $input) {
    __typename
    ... on SetMemberRolePayload { user { displayName role } }
    ... on Error { message }
  }
}`;
const blockMember = `mutation Block($input: BlockMemberInput!) {
  blockMember(input: $input) {
    __typename
    ... on BlockMemberPayload { user { displayName } }
    ... on Error { message }
  }
}`;

describe.each(testBackends)('member administration (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  const roleOf = async (userId: number) => {
    const [row] = await garden.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row?.role;
  };

  it('shows every fan’s role, official staff included', async () => {
    const result = await garden.call(`{ viewer { user { role } } community { name } }`, undefined, {
      as: DEMO_OFFICIAL_UID,
    });
    expect(result.data?.viewer).toEqual({ user: { role: 'OFFICIAL' } });
  });

  it('lets an operator make a fan a moderator, once per clientMutationId', async () => {
    const input = {
      clientMutationId: 'promote-hana',
      userId: userGlobalId(garden.demo.userIds.hana),
      role: 'MODERATOR',
    };
    const [first, retry] = await Promise.all([
      garden.call(setRole, { input }, { as: DEMO_OPERATOR_UID }),
      garden.call(setRole, { input }, { as: DEMO_OPERATOR_UID }),
    ]);
    for (const result of [first, retry]) {
      expect(result.data?.setMemberRole).toEqual({
        __typename: 'SetMemberRolePayload',
        user: { displayName: '花守', role: 'MODERATOR' },
      });
    }
    expect(await roleOf(garden.demo.userIds.hana)).toBe('MODERATOR');
  });

  it.each([
    ['a member', 'seed-fan-kuro', 'PermissionDeniedError', 'この操作は庭の運営者のみ行えます。'],
    [
      'official staff',
      DEMO_OFFICIAL_UID,
      'PermissionDeniedError',
      'この操作は庭の運営者のみ行えます。',
    ],
    [
      'a signed-in fan who never joined',
      'stranger-1',
      'ShouldBeLoggedInOrSignedUpError',
      undefined,
    ],
  ])('refuses %s and writes nothing', async (_who, uid, typename, message) => {
    const input = {
      clientMutationId: `by-${uid}`,
      userId: userGlobalId(garden.demo.userIds.alex),
      role: 'OPERATOR',
    };
    const result = await garden.call(setRole, { input }, { as: uid });
    expect(result.data?.setMemberRole.__typename).toBe(typename);
    if (message) expect(result.data?.setMemberRole.message).toBe(message);
    const blocked = await garden.call(
      blockMember,
      { input: { ...input, role: undefined } },
      { as: uid },
    );
    expect(blocked.data?.blockMember.__typename).toBe(typename);
    expect(await roleOf(garden.demo.userIds.alex)).toBe('MEMBER');
  });

  it('says so in English', async () => {
    const result = await garden.call(
      setRole,
      {
        input: {
          clientMutationId: 'en-refusal',
          userId: userGlobalId(garden.demo.userIds.alex),
          role: 'OPERATOR',
        },
      },
      { as: 'seed-fan-kuro', language: 'en' },
    );
    expect(result.data?.setMemberRole.message).toBe("Only the garden's operators can do this.");
  });

  it('refuses signed-out visitors', async () => {
    const result = await garden.call(setRole, {
      input: {
        clientMutationId: 'anon',
        userId: userGlobalId(garden.demo.userIds.alex),
        role: 'OPERATOR',
      },
    });
    expect(result.data?.setMemberRole.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('does not let an operator change their own role or block themself', async () => {
    const operatorId = garden.demo.userIds.operator;
    const input = { clientMutationId: 'self', userId: userGlobalId(operatorId), role: 'MEMBER' };
    const result = await garden.call(setRole, { input }, { as: DEMO_OPERATOR_UID });
    expect(result.data?.setMemberRole).toMatchObject({
      __typename: 'InvalidInputError',
      message: '自分自身の役割の変更やブロックはできません。',
    });
    const blocked = await garden.call(
      blockMember,
      { input: { clientMutationId: 'self-block', userId: userGlobalId(operatorId) } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(blocked.data?.blockMember.__typename).toBe('InvalidInputError');
    expect(await roleOf(operatorId)).toBe('OPERATOR');
  });

  it('cannot reach a fan of another garden', async () => {
    const strangerId = garden.other.userIds.stranger;
    const result = await garden.call(
      setRole,
      { input: { clientMutationId: 'cross', userId: userGlobalId(strangerId), role: 'OPERATOR' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(result.data?.setMemberRole.__typename).toBe('NotFoundError');
    expect(await roleOf(strangerId)).toBe('MEMBER');
  });

  it('blocks a fan: their next request is refused', async () => {
    await garden.join('to-be-blocked', 'Troll');
    const [row] = await garden.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.authUid, 'to-be-blocked'));
    const result = await garden.call(
      blockMember,
      { input: { clientMutationId: 'block-troll', userId: userGlobalId(row!.id) } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(result.data?.blockMember).toEqual({
      __typename: 'BlockMemberPayload',
      user: { displayName: 'Troll' },
    });
    const afterwards = await garden.call(`{ viewer { isSignedIn } }`, undefined, {
      as: 'to-be-blocked',
    });
    expect(afterwards.errors?.[0]?.extensions?.code).toBe('ACCOUNT_BLOCKED');
  });
});
