// Flood control: a fan may post a burst of RATE_LIMITS.messagesPerChannel (5 per 10 s) to
// one channel; the next is a RateLimitedError (nothing written), while other channels and
// other fans are not held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../access/rateLimits';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on RateLimitedError { message retryAfterSeconds }
  }
}`;

let counter = 0;

describe.each(testBackends)('flood control (%s)', (backend) => {
  let garden: TestGarden;
  const post = async (as: string, channelId: string) =>
    (
      await garden.call(
        POST,
        { input: { clientMutationId: `f-${(counter += 1)}`, channelId, body: 'わー！' } },
        { as, language: 'en' },
      )
    ).data.postChatMessage;

  beforeAll(async () => {
    garden = await createTestGarden(backend, {
      rateLimits: {
        mutationsPerFan: { points: 1000, duration: 10 },
        messagesPerChannel: RATE_LIMITS.messagesPerChannel,
      },
    });
    await garden.join('flooder');
    await garden.join('bystander');
  });
  afterAll(() => garden?.close());

  it(`refuses the message after a burst of ${RATE_LIMITS.messagesPerChannel.points} in one channel`, async () => {
    const [lobby, other] = Object.values(garden.demo.channelIds).map(channelGlobalId);
    for (let n = 0; n < RATE_LIMITS.messagesPerChannel.points; n += 1) {
      expect((await post('flooder', lobby)).__typename).toBe('PostChatMessagePayload');
    }
    const before = await tableCounts(garden.database.db);
    const refused = await post('flooder', lobby);
    expect(refused).toEqual({
      __typename: 'RateLimitedError',
      message: expect.stringContaining('seconds'),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.messagesPerChannel.duration);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect((await post('flooder', other)).__typename).toBe('PostChatMessagePayload');
    expect((await post('bystander', lobby)).__typename).toBe('PostChatMessagePayload');
  });
});
