// A fan's picture uploads are counted per garden (each is decoded and re-encoded, the
// costly part): past the limit the endpoint answers 429 in the fan's language with
// Retry-After, before reading the body, and stores nothing; another fan is not held back.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type CallOptions, type TestGarden } from '../testing/testGarden';

describe.each(testBackends)('the upload rate limit (%s)', (backend) => {
  let garden: TestGarden;
  let picture: Buffer;
  beforeAll(async () => {
    garden = await createTestGarden(backend, {
      rateLimits: { uploadsPerFan: { points: 2, duration: 600 } },
    });
    await garden.join('fan-painter', 'Painter');
    await garden.join('fan-neighbour', 'Neighbour');
    picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3a2a5c' },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => garden?.close());

  const upload = async (call: CallOptions) => {
    const headers = { ...(await garden.headers(call)), 'content-type': 'image/png' };
    const response = await garden.server.yoga.fetch('http://garden.test/uploads/avatar', {
      method: 'POST',
      headers,
      body: new Uint8Array(picture),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    };
  };

  it('refuses the upload past the limit, says when to retry, and stores nothing', async () => {
    expect((await upload({ as: 'fan-painter' })).status).toBe(201);
    expect((await upload({ as: 'fan-painter' })).status).toBe(201);
    const before = await tableCounts(garden.database.db);
    const refused = await upload({ as: 'fan-painter', language: 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining(`${refused.retryAfter} seconds`),
    });
    const japanese = await upload({ as: 'fan-painter', language: 'ja' });
    expect(japanese.body.error.message).toContain('秒待って');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The count is the fan's own.
    expect((await upload({ as: 'fan-neighbour' })).status).toBe(201);
  });
});
