// A deterministic fuzz corpus of malformed requests across /graphql, pages and static
// files against the real server on a port: no response ≥ 500, no stack trace, nothing
// written, pings answered in time throughout; and the request rate limit answers 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  expectNoWrites,
  expectPingDuring,
  fuzzCorpus,
  sendAbuse,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const CORPUS = fuzzCorpus({ seed: 20261122, count: 600 });
const BATCH = 20;

describe('the fuzz corpus', () => {
  it('is deterministic and covers /graphql, pages and static files', () => {
    expect(fuzzCorpus({ seed: 20261122, count: 600 })).toEqual(CORPUS);
    expect(CORPUS.length).toBeGreaterThanOrEqual(500);
    const kinds = new Set(CORPUS.map((request) => /\((.+)\)/.exec(request.label)?.[1]));
    expect([...kinds].sort()).toEqual(['graphql-get', 'graphql-post', 'page', 'static']);
  });
});

describe.each(testBackends)('fuzzing the server (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it(`answers all ${CORPUS.length} malformed requests cleanly, writing nothing`, async () => {
    await expectNoWrites(server, async () => {
      for (let start = 0; start < CORPUS.length; start += BATCH) {
        const batch = CORPUS.slice(start, start + BATCH);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => expectClean(request, responses[index]));
      }
    });
  }, 600_000);
});

describe('a burst from one address', () => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer('pglite', {
      rateLimits: { requestsPerAddress: { points: 50, duration: 60 } },
    });
  });
  afterAll(() => server?.close());

  it('is answered 429 past the limit, cleanly', async () => {
    const request = { label: 'burst', method: 'PUT', path: '/stream', headers: { tenant: 'demo' } };
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => sendAbuse(server, request)),
    );
    responses.forEach((response) => expectClean(request, response));
    // 50 per minute, less the warm-up pings of the harness.
    const limited = responses.filter((response) => response.status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(150);
    expect(limited).toBeLessThan(200);
  });
});
