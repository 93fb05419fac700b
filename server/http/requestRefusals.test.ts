// Bad requests get a clean 4xx that never echoes them: no 500, no stack trace, no body
// over 64 KB read, and HTTP 429 past the per-address request limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { testBackends } from '../testing/testDatabase';

const json = { 'content-type': 'application/json', tenant: 'demo' };

describe.each(testBackends)('refusals of bad requests (%s)', (backend) => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer(backend);
  });
  afterAll(() => server?.close());

  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
    const text = await response.text();
    expect(response.status, `${path} ${text.slice(0, 200)}`).toBeLessThan(500);
    expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
    return { status: response.status, text };
  };

  it('answers malformed GraphQL requests with a 4xx', async () => {
    const twoAnonymous = await send('/graphql', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ a: __typename } { b: __typename }' }),
    });
    expect(twoAnonymous.status).toBe(400);
    const mutation = encodeURIComponent(
      'mutation { joinCommunity(input: { clientMutationId: "a", displayName: "b" }) { __typename } }',
    );
    expect((await send(`/graphql?query=${mutation}`, { headers: json })).status).toBe(405);
    const notJson = await send('/graphql?query=%7B__typename%7D&variables=notjson', {
      headers: { tenant: 'demo', 'language-code': 'en' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.text).toContain('BAD_REQUEST');
  });

  it('never echoes the request in an error body', async () => {
    const marker = 'ECHO'.repeat(10_000);
    const invalidJson = await send('/graphql', {
      method: 'POST',
      headers: json,
      body: `{"query": "${marker}`,
    });
    expect(invalidJson.text).not.toContain('ECHOECHO');
    expect(invalidJson.text.length).toBeLessThan(500);
    const badVariable = await send('/graphql', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        query: 'query($id: ID!) { node(id: $id) { id } }',
        variables: { id: { nested: marker } },
      }),
    });
    expect(badVariable.text).not.toContain('ECHOECHO');
  });

  it('refuses operation bodies over 64 KB with 413', async () => {
    const big = await send('/graphql', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(70_000) } }),
    });
    expect(big.status).toBe(413);
    expect(big.text).not.toContain('yyyy');
    const page = await send('/messages', { method: 'POST', body: 'z'.repeat(200_000) });
    expect([404, 405, 413]).toContain(page.status);
    expect(page.text).not.toContain('zzzz');
  });

  it('answers pages named with a NUL or broken escapes without failing', async () => {
    for (const path of ['/share/%00', '/lp/%00', '/posts/%00', '/v/%00/%00', '/share/%E0%A4%A'])
      await send(path, { headers: { accept: 'text/html' } });
  });
});

describe('the request rate limit per address', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite', {
      rateLimits: { requestsPerAddress: { points: 5, duration: 60 } },
    });
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After past the limit, and never for static assets', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1)
      statuses.push((await fetch(`${server.url}/graphql?query=%7B__typename%7D`)).status);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    const limited = await fetch(`${server.url}/graphql?query=%7B__typename%7D`, {
      headers: { 'language-code': 'en' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      errors: [{ extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/wait/) }],
    });
    expect((await fetch(`${server.url}/assets/index-Ab12Cd34.js`)).status).toBe(200);
  });
});
