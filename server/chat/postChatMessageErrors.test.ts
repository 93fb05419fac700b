// Every typed error of postChatMessage and joinCommunity, in the request language,
// and that a refused mutation writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
  }
}`;

const JOIN = `mutation Join($input: JoinCommunityInput!) {
  joinCommunity(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
  }
}`;

describe.each(testBackends)('typed errors (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  const post = (
    body: string,
    options: { as?: string; channelId?: string; language?: 'ja' | 'en' } = {},
  ) =>
    garden.call(
      POST,
      {
        input: {
          clientMutationId: `c-${Math.random()}`,
          channelId: options.channelId ?? lobby,
          body,
        },
      },
      { as: options.as ?? 'member', language: options.language },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    await garden.join('member', 'メンバー');
  });
  afterAll(() => garden?.close());

  it('refuses every invalid post with its typed error and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);

    const signedOut = await garden.call(POST, {
      input: { clientMutationId: 'x', channelId: lobby, body: 'hi' },
    });
    expect(signedOut.data.postChatMessage).toEqual({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
      message: 'この操作にはログインして庭に参加する必要があります。',
    });
    const notJoined = await post('hi', { as: 'visitor', language: 'en' });
    expect(notJoined.data.postChatMessage).toEqual({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
      message: 'Please sign in and join the garden to do this.',
    });

    const empty = await post('   \n ');
    expect(empty.data.postChatMessage).toEqual({
      __typename: 'InvalidInputError',
      message: 'メッセージを入力してください。',
      field: 'body',
      reason: 'REQUIRED',
      limit: 1,
    });
    const tooLong = await post('あ'.repeat(1001), { language: 'en' });
    expect(tooLong.data.postChatMessage).toEqual({
      __typename: 'InvalidInputError',
      message: 'a message must be at most 1000 characters.',
      field: 'body',
      reason: 'TOO_LONG',
      limit: 1000,
    });

    const banned = await post('this is a BadWord here');
    expect(banned.data.postChatMessage).toEqual({
      __typename: 'TextModerationError',
      message: 'この庭では使えない言葉が含まれています。',
      field: 'body',
    });
    const bannedJa = await post('それは禁句です');
    expect(bannedJa.data.postChatMessage.__typename).toBe('TextModerationError');
    // Separators slipped between the letters, and other widths, are caught too.
    for (const disguised of ['b.a.d w o r d', 'ＢＡＤＷＯＲＤ', '禁・句', '禁ー句']) {
      expect((await post(disguised)).data.postChatMessage.__typename).toBe('TextModerationError');
    }

    const unknownChannel = await post('hi', { channelId: channelGlobalId(999_999) });
    expect(unknownChannel.data.postChatMessage).toEqual({
      __typename: 'NotFoundError',
      message: 'この庭では見つかりませんでした。',
    });
    const malformedId = await post('hi', { channelId: 'not-an-id' });
    expect(malformedId.data.postChatMessage.__typename).toBe('NotFoundError');
    const notAChannel = await post('hi', {
      channelId: Buffer.from(`User:${garden.demo.userIds.kuro}`).toString('base64'),
    });
    expect(notAChannel.data.postChatMessage.__typename).toBe('NotFoundError');

    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('accepts the limits themselves, and another garden’s banned words', async () => {
    const longest = await post('字'.repeat(1000));
    expect(longest.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    const single = await post('x');
    expect(single.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    const otherWord = await post('otherword is fine here');
    expect(otherWord.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
  });

  it('refuses invalid joins with typed errors and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const join = (displayName: string, as?: string) =>
      garden.call(
        JOIN,
        { input: { clientMutationId: `j-${Math.random()}`, displayName } },
        { as, language: 'en' },
      );

    expect((await join('name')).data.joinCommunity).toEqual({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
      message: 'Please sign in and join the garden to do this.',
    });
    expect((await join('  ', 'newcomer')).data.joinCommunity).toEqual({
      __typename: 'InvalidInputError',
      message: 'Please enter a display name.',
      field: 'displayName',
      reason: 'REQUIRED',
      limit: 1,
    });
    expect((await join('n'.repeat(31), 'newcomer')).data.joinCommunity).toMatchObject({
      __typename: 'InvalidInputError',
      reason: 'TOO_LONG',
      limit: 30,
    });
    expect((await join('Ｂａｄｗｏｒｄ', 'newcomer')).data.joinCommunity).toEqual({
      __typename: 'TextModerationError',
      message: 'This text contains a word that the garden does not allow.',
      field: 'displayName',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    expect((await join('n'.repeat(30), 'newcomer')).data.joinCommunity.__typename).toBe(
      'JoinCommunityPayload',
    );
  });
});
