// The checks every mutation inherits: the fan's rate limit and a signed-out visitor's per
// client address (a typed RateLimitedError, nothing written), no NUL in any string input, a bounded clientMutationId.
import { buildSchema, isUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../testing/tableCounts';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { readSchemaSdl } from './gardenSchema';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on Error { message }
    ... on RateLimitedError { retryAfterSeconds }
    ... on InvalidInputError { field reason limit }
  }
}`;

describe('every mutation result', () => {
  it('can be a RateLimitedError or an InvalidInputError', () => {
    const schema = buildSchema(readSchemaSdl().join('\n'));
    const fields = Object.values(schema.getMutationType()!.getFields());
    expect(fields.length).toBeGreaterThanOrEqual(2);
    for (const field of fields) {
      const type = 'ofType' in field.type ? field.type.ofType : field.type;
      expect(isUnionType(type), field.name).toBe(true);
      if (!isUnionType(type)) continue;
      const members = type.getTypes().map((member) => member.name);
      expect(members, field.name).toContain('RateLimitedError');
      expect(members, field.name).toContain('InvalidInputError');
    }
  });
});

describe.each(testBackends)('mutation guards (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  beforeAll(async () => {
    garden = await createTestGarden(backend, {
      rateLimits: {
        mutationsPerFan: { points: 4, duration: 60 },
        signedOutMutationsPerAddress: { points: 3, duration: 60 },
      },
    });
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    await garden.join('guarded', 'Guarded'); // 1 of 4
  });
  afterAll(() => garden?.close());

  const post = (as: string, input: Record<string, unknown>, language: 'ja' | 'en' = 'en') =>
    garden.call(POST, { input: { channelId: lobby, ...input } }, { as, language });

  it('refuses NUL in any string input with an InvalidInputError and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const inBody = await post('guarded', { clientMutationId: 'nul-1', body: 'a\u0000b' });
    expect(inBody.data.postChatMessage).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'body',
      reason: 'INVALID_FORMAT',
    });
    const inChannel = await garden.call(
      POST,
      { input: { clientMutationId: 'nul-2', channelId: '\u0000', body: 'x' } },
      { as: 'guarded' },
    );
    expect(inChannel.data.postChatMessage).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'channelId',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('bounds clientMutationId to 64 characters', async () => {
    const tooLong = await post('guarded-2', { clientMutationId: 'x'.repeat(65), body: 'hi' });
    expect(tooLong.data.postChatMessage).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
      reason: 'TOO_LONG',
      limit: 64,
    });
    const blank = await post('guarded-2', { clientMutationId: ' \u200B', body: 'hi' });
    expect(blank.data.postChatMessage).toMatchObject({ reason: 'REQUIRED' });
  });

  it('answers a fan over the mutation rate limit with a RateLimitedError in both languages', async () => {
    // The join and the two refused posts above took 3 of the 4 mutations of this window.
    const allowed = await post('guarded', {
      clientMutationId: 'rate-ok',
      body: 'within the limit',
    });
    expect(allowed.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    const before = await tableCounts(garden.database.db);
    const limited = await post('guarded', { clientMutationId: 'rate-1', body: 'one too many' });
    expect(limited.status).toBe(200);
    expect(limited.data.postChatMessage).toMatchObject({
      __typename: 'RateLimitedError',
      retryAfterSeconds: expect.any(Number),
    });
    expect(limited.data.postChatMessage.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.data.postChatMessage.message).toMatch(/Too many actions/);
    const ja = await post('guarded', { clientMutationId: 'rate-2', body: 'again' }, 'ja');
    expect(ja.data.postChatMessage.message).toContain('操作が多すぎます');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('counts a signed-out visitor’s mutations per client address', async () => {
    const REQUEST = `mutation($input: RequestSignUpCodeInput!) {
      requestSignUpCode(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds } }
    }`;
    // Malformed addresses: refused by the resolver, yet each counts against the address.
    const answers = [];
    for (const index of [1, 2, 3, 4])
      answers.push(
        await garden.call(REQUEST, {
          input: { clientMutationId: `visitor-${index}`, email: 'not an address' },
        }),
      );
    expect(answers.map((answer) => answer.data.requestSignUpCode.__typename)).toEqual([
      'InvalidInputError',
      'InvalidInputError',
      'InvalidInputError',
      'RateLimitedError',
    ]);
    // A signed-in fan is counted as a fan, not by the address.
    const fan = await post('guarded-3', { clientMutationId: 'after-visitors', body: 'hello' });
    expect(fan.data.postChatMessage.__typename).not.toBe('RateLimitedError');
  });
});
