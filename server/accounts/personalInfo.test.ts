// The fan's personal-info settings and leaving the garden: the country of residence, the
// recent sign-in deleting an account needs, and what deleting it erases and keeps.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { users } from '../community/tables';
import { chatMessages } from '../chat/tables';
import { coinMovements } from '../coins/tables';
import { deliveryAddresses } from '../store/tables';
import { mutationReceipts } from '../platform/tables';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import {
  channelGlobalId,
  createTestGarden,
  OTHER_TENANT_ID,
  userGlobalId,
  type TestGarden,
} from '../testing/testGarden';
import { fanProfiles, follows } from './tables';

const SET_COUNTRY = `mutation($input: SetCountryOfResidenceInput!) {
  setCountryOfResidence(input: $input) {
    __typename
    ... on SetCountryOfResidencePayload { viewer { countryOfResidence } }
    ... on InvalidInputError { field reason message }
    ... on Error { message }
  }
}`;
const DELETE = `mutation($input: DeleteAccountInput!) {
  deleteAccount(input: $input) {
    __typename
    ... on DeleteAccountPayload { signInAccountDeleted }
    ... on RequiresRecentLoginError { maxAgeSeconds }
    ... on InvalidInputError { field }
    ... on Error { message }
  }
}`;
const POST = `mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) {
  __typename ... on PostChatMessagePayload { messageEdge { node { id } } } } }`;
const FOLLOW = `mutation($input: FollowUserInput!) { followUser(input: $input) { __typename } }`;
const SAVE_ADDRESS = `mutation ($input: SaveDeliveryAddressInput!) {
  saveDeliveryAddress(input: $input) { __typename }
}`;
const GRANT = `mutation ($input: GrantFreeCoinsInput!) { grantFreeCoins(input: $input) { __typename } }`;
const MESSAGE_AUTHOR = `query($id: ID!) { node(id: $id) { ... on ChatMessage { body author { displayName avatarUrl } } } }`;

describe.each(testBackends)('personal info and deleting an account (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('sets the country of residence from the list, idempotently, and refuses others', async () => {
    await garden.join('fan-country');
    const set = (countryCode: string, clientMutationId: string) =>
      garden.call(
        SET_COUNTRY,
        { input: { clientMutationId, countryCode } },
        { as: 'fan-country', language: 'ja' },
      );
    const first = await set('jp', 'country-1');
    expect(first.data.setCountryOfResidence).toEqual({
      __typename: 'SetCountryOfResidencePayload',
      viewer: { countryOfResidence: 'JP' },
    });
    expect((await set('jp', 'country-1')).data.setCountryOfResidence.__typename).toBe(
      'SetCountryOfResidencePayload',
    );
    const before = await tableCounts(garden.database.db);
    const refused = await set('XX', 'country-2');
    expect(refused.data.setCountryOfResidence).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'countryCode',
      reason: 'INVALID_FORMAT',
      message: '居住国の形式が正しくありません。',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const signedOut = await garden.call(SET_COUNTRY, {
      input: { clientMutationId: 'country-3', countryCode: 'JP' },
    });
    expect(signedOut.data.setCountryOfResidence.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('asks for a recent sign-in and a confirmation before deleting, deleting nothing', async () => {
    await garden.join('fan-stale');
    const before = await tableCounts(garden.database.db);
    const stale = await garden.call(
      DELETE,
      { input: { clientMutationId: 'delete-stale', confirmed: true } },
      {
        authorization: `Bearer ${await garden.auth.signedInAgo('fan-stale', 600)}`,
        language: 'en',
      },
    );
    expect(stale.data.deleteAccount).toEqual({
      __typename: 'RequiresRecentLoginError',
      maxAgeSeconds: 300,
      message: 'For your security, please enter your password again to continue.',
    });
    const unconfirmed = await garden.call(
      DELETE,
      { input: { clientMutationId: 'delete-unconfirmed', confirmed: false } },
      { as: 'fan-stale' },
    );
    expect(unconfirmed.data.deleteAccount).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'confirmed',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(garden.auth.exists('fan-stale')).toBe(true);
  });

  it('erases the fan’s personal data, keeps their messages as a deleted user and the ledgers', async () => {
    const db = garden.database.db;
    await garden.join('fan-leaver', 'さよなら');
    const leaverId = (await db.select().from(users).where(eq(users.authUid, 'fan-leaver')))[0]!.id;
    const lobby = channelGlobalId(garden.demo.channelIds.lobby);
    const posted = await garden.call(
      POST,
      { input: { clientMutationId: 'leaver-post', channelId: lobby, body: '今までありがとう' } },
      { as: 'fan-leaver' },
    );
    const messageId = posted.data.postChatMessage.messageEdge.node.id as string;
    await garden.call(
      FOLLOW,
      {
        input: {
          clientMutationId: 'leaver-follow',
          userId: userGlobalId(garden.demo.userIds.hana),
        },
      },
      { as: 'fan-leaver' },
    );
    await garden.call(
      SET_COUNTRY,
      { input: { clientMutationId: 'leaver-country', countryCode: 'JP' } },
      { as: 'fan-leaver' },
    );
    const saved = await garden.call(
      SAVE_ADDRESS,
      {
        input: {
          clientMutationId: 'leaver-address',
          recipientName: '山田 花子',
          postalCode: '1000001',
          prefecture: '東京都',
          city: '千代田区',
          street: '千代田1-1',
          phone: '0312345678',
        },
      },
      { as: 'fan-leaver' },
    );
    expect(saved.data.saveDeliveryAddress.__typename).toBe('SaveDeliveryAddressPayload');
    const granted = await garden.call(
      GRANT,
      {
        input: {
          clientMutationId: 'grant-leaver',
          userIds: [userGlobalId(leaverId)],
          amount: 50,
          labelJa: 'お礼',
          labelEn: 'Thanks',
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(granted.data.grantFreeCoins.__typename).toBe('GrantFreeCoinsPayload');
    // The same sign-in account is a fan of another garden too.
    await garden.join('fan-leaver', 'elsewhere', OTHER_TENANT_ID);

    const input = { clientMutationId: 'leaver-delete', confirmed: true };
    const deleted = await garden.call(DELETE, { input }, { as: 'fan-leaver' });
    expect(deleted.data.deleteAccount).toEqual({
      __typename: 'DeleteAccountPayload',
      signInAccountDeleted: false,
    });

    // Gone: what described the fan.
    const [row] = await db.select().from(users).where(eq(users.id, leaverId));
    expect(row).toMatchObject({ displayName: '', avatarUrl: null, authUid: `deleted:${leaverId}` });
    expect(await db.select().from(fanProfiles).where(eq(fanProfiles.userId, leaverId))).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.followerId, leaverId))).toEqual([]);
    expect(
      await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, leaverId)),
    ).toEqual([]);
    const receipts = await db
      .select({ mutation: mutationReceipts.mutation })
      .from(mutationReceipts)
      .where(eq(mutationReceipts.actor, 'fan-leaver'));
    // Only the deletion's own receipt (in this garden) and the other garden's join remain.
    expect(receipts.map((receipt) => receipt.mutation).sort()).toEqual([
      'deleteAccount',
      'joinCommunity',
    ]);
    // Kept: their message, shown as a deleted user in the reader's language, and the ledger.
    const [message] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.authorId, leaverId));
    expect(message?.body).toBe('今までありがとう');
    for (const [language, name] of [
      ['ja', '退会したユーザー'],
      ['en', 'Deleted user'],
    ] as const) {
      const read = await garden.call(MESSAGE_AUTHOR, { id: messageId }, { language });
      expect(read.data.node).toEqual({
        body: '今までありがとう',
        author: { displayName: name, avatarUrl: null },
      });
    }
    const ledger = await db.select().from(coinMovements).where(eq(coinMovements.userId, leaverId));
    expect(ledger.length).toBeGreaterThan(0);
    // The other garden still knows the fan; the sign-in account stays for it.
    expect(garden.auth.exists('fan-leaver')).toBe(true);
    const viewer = await garden.call('{ viewer { user { id } } }', {}, { as: 'fan-leaver' });
    expect(viewer.data.viewer.user).toBeNull();
    // A retry answers the first result.
    const again = await garden.call(DELETE, { input }, { as: 'fan-leaver' });
    expect(again.data.deleteAccount).toEqual(deleted.data.deleteAccount);
  });

  it('deletes the sign-in account when no other garden uses it', async () => {
    await garden.join('fan-only-here');
    const deleted = await garden.call(
      DELETE,
      { input: { clientMutationId: 'only-delete', confirmed: true } },
      { as: 'fan-only-here' },
    );
    expect(deleted.data.deleteAccount).toEqual({
      __typename: 'DeleteAccountPayload',
      signInAccountDeleted: true,
    });
    expect(garden.auth.exists('fan-only-here')).toBe(false);
  });
});
