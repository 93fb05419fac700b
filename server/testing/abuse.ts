// The harness of the abuse suite (`npm run test:abuse`, files *.abuse.test.ts): the real
// garden server on a port (as under npm start: trusted documents only), a deterministic
// fuzz corpus of malformed requests, and the checks every abuse case must pass — no
// response ≥ 500, no stack trace, nothing written, and a ping answered in time during
// and after the case. Features add their inputs to the corpus (fuzzCorpus) or write
// their own cases with sendAbuse/expectClean/expectPing.
import { join } from 'node:path';
import { expect } from 'vitest';
import type { RateLimitSettings } from '../access/rateLimits';
import { appDocuments } from '../graphql/trustedDocuments';
import { startPageServer, type PageServer } from './pageServer';
import { tableCounts } from './tableCounts';
import type { TestBackend } from './testDatabase';

/** How fast the server must answer a ping during and after an abuse case. */
export const PING_BUDGET_MS = 200;

/**
 * Texts every input must survive, whatever it names: empty, blank, huge, a NUL, a lone
 * surrogate, SQL and NoSQL injection. Features add what is hostile to their own inputs.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  "'; drop table users; --",
  '{"$ne":null}',
];

/** Global ids of a node type that cannot exist: a row id past any integer, and -1. */
export function impossibleIdsOf(typeName: string): string[] {
  return [`${typeName}:99999999999999999999`, `${typeName}:-1`].map((text) =>
    Buffer.from(text).toString('base64'),
  );
}

export interface AbuseRequest {
  /** A short name for failure messages. */
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AbuseResponse {
  status: number;
  text: string;
}

export interface AbuseServer extends PageServer {
  /** A real operation of the app (trusted), answered from the database: the ping. */
  ping(): Promise<number>;
}

/** The text of an operation relay-compiler generated, as the app sends it. */
export function generatedOperationText(name: string): string {
  const document = appDocuments(join(__dirname, '..', '..', 'src', '__generated__')).find(
    (candidate) => candidate.name === name,
  );
  if (!document) throw new Error(`The app has no operation named ${name}`);
  return document.text;
}

/** One of the app's operations with hostile variables, as a visitor or as a signed-in fan. */
export function appOperation(
  name: string,
  variables: Record<string, unknown>,
  options: { label: string; authorization?: string },
): AbuseRequest {
  return {
    label: `${name} ${options.label}${options.authorization ? ' (member)' : ''}`,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      tenant: 'demo',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    body: JSON.stringify({ query: generatedOperationText(name), variables }),
  };
}

/** Sends requests ten at a time, with pings alongside; every answer must be clean. */
export async function sendCleanly(
  server: AbuseServer,
  requests: AbuseRequest[],
): Promise<AbuseResponse[]> {
  const responses: AbuseResponse[] = [];
  for (let start = 0; start < requests.length; start += 10) {
    const batch = requests.slice(start, start + 10);
    const answers = await expectPingDuring(server, () =>
      Promise.all(batch.map((request) => sendAbuse(server, request))),
    );
    batch.forEach((request, index) => expectClean(request, answers[index]));
    responses.push(...answers);
  }
  return responses;
}

export async function startAbuseServer(
  backend: TestBackend,
  options: { rateLimits?: Partial<RateLimitSettings> } = {},
): Promise<AbuseServer> {
  const server = await startPageServer(backend, {
    allowUntrustedDocuments: false,
    // The corpus comes from one address and a few fans: the request limit has its own case,
    // and every hostile mutation must reach its resolver, not stop at a rate limit.
    rateLimits: options.rateLimits ?? {
      requestsPerAddress: { points: 100_000, duration: 10 },
      mutationsPerFan: { points: 100_000, duration: 10 },
      signedOutMutationsPerAddress: { points: 100_000, duration: 10 },
      signUpCodesPerAddress: { points: 100_000, duration: 10 },
      signUpCodeChecksPerAddress: { points: 100_000, duration: 10 },
    },
  });
  const pingBody = JSON.stringify({ query: generatedOperationText('viewerMembershipQuery') });
  const abuseServer: AbuseServer = {
    ...server,
    async ping() {
      const started = performance.now();
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', tenant: 'demo' },
        body: pingBody,
      });
      await response.text();
      if (response.status !== 200) throw new Error(`ping answered ${response.status}`);
      return performance.now() - started;
    },
  };
  // The first answers compile and cache what every later request reuses.
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await abuseServer.ping();
  return abuseServer;
}

export async function sendAbuse(server: PageServer, request: AbuseRequest): Promise<AbuseResponse> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** Lines of a JavaScript stack ("    at fn (file.ts:1:2)") or a Node error dump. */
const STACK_TRACE = /\n\s+at .+(:\d+:\d+|\(native\))|"stack"\s*:|node_modules\//;

export function expectClean(request: AbuseRequest, response: AbuseResponse): void {
  const where = `${request.label}: ${request.method} ${request.path.slice(0, 80)} → ${response.status} ${response.text.slice(0, 160)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(STACK_TRACE.test(response.text), where).toBe(false);
}

/**
 * One ping sample: the best of three pings in a row. A server stalled by a case (the
 * probe saw stalls of seconds) misses all three; a scheduler hiccup of a busy test
 * machine rarely hits all three.
 */
async function pingSample(server: AbuseServer): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= PING_BUDGET_MS; attempt += 1)
    best = Math.min(best, await server.ping());
  return best;
}

/** Runs a case with pings alongside it; every ping, and one after it, must be in time. */
export async function expectPingDuring<T>(server: AbuseServer, run: () => Promise<T>): Promise<T> {
  let running = true;
  const slowest: number[] = [];
  const pinger = (async () => {
    while (running) {
      slowest.push(await pingSample(server));
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  try {
    return await run();
  } finally {
    running = false;
    await pinger;
    slowest.push(await pingSample(server));
    if (process.env.ABUSE_DEBUG) console.log('pings', slowest.map(Math.round).join(' '));
    expect(Math.max(...slowest), 'slowest ping (ms)').toBeLessThan(PING_BUDGET_MS);
  }
}

/** Runs a case that must not write: the table counts are the same afterwards. */
export async function expectNoWrites<T>(server: PageServer, run: () => Promise<T>): Promise<T> {
  const before = await tableCounts(server.database.db);
  const result = await run();
  expect(await tableCounts(server.database.db)).toEqual(before);
  return result;
}

// A small seeded PRNG (mulberry32): the same seed gives the same corpus on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\u202Enimda',
  '\u200B\u2060\u2800\u3164',
  '"\'`<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\uD800',
  '😀'.repeat(50),
  '庭'.repeat(300),
  'x'.repeat(2_000),
  'null',
  '-1',
  '99999999999999999999',
  '1e309',
  'Q2hhbm5lbDo5OTk5OTk5OTk5OTk5OQ==',
  Buffer.from('ChatMessage:-1').toString('base64'),
  Buffer.from('User:1').toString('base64'),
];

const QUERY_FRAGMENTS = [
  '{',
  '}',
  '{ __typename }',
  '{ community { name } }',
  'query { node(id: "x") { id } }',
  'mutation { postChatMessage(input: {}) { __typename } }',
  '{ a: __typename } { b: __typename }',
  'subscription { chatMessageAdded(channelId: "x") { channel { id } } }',
  'query Q($a: Int) { community { channels(first: $a) { edges { cursor } } } }',
  'fragment F on Query { ...F } { ...F }',
  '{ __schema { types { name } } }',
  '{ communty { name } }',
  `{ ${'a: __typename '.repeat(40)} }`,
  `${'{ community '.repeat(60)}${'}'.repeat(60)}`,
];

export interface FuzzOptions {
  seed: number;
  count: number;
}

/** A deterministic corpus of malformed requests across /graphql, pages and static files. */
export function fuzzCorpus({ seed, count }: FuzzOptions): AbuseRequest[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const nasty = () => pick(NASTY_STRINGS);
  // A lone surrogate cannot be percent-encoded: UTF-8 turns it into U+FFFD first.
  const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());
  const tenantHeaders = () =>
    pick<Record<string, string>>([
      { tenant: 'demo' },
      {},
      { tenant: nasty() || 'x' },
      { tenant: 'demo', authorization: `Bearer ${nasty() || 'x'}` },
      {
        tenant: 'demo',
        authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiYWRtaW4iLCJzdWIiOiJhZG1pbiJ9.',
      },
      { tenant: 'demo', 'language-code': nasty() || 'xx' },
    ]);
  const sanitizeHeaders = (headers: Record<string, string>) =>
    // fetch refuses header values with control characters or non-Latin-1 text: send them
    // percent-encoded, which is what reaches a real server from most clients anyway.
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        /^[\x20-\x7E]*$/.test(value) ? value : encode(value),
      ]),
    );

  const generators: (() => Omit<AbuseRequest, 'label'> & { kind: string })[] = [
    // POST /graphql with a malformed or hostile JSON body.
    () => {
      const bodies = [
        () => pick(QUERY_FRAGMENTS),
        () => JSON.stringify({ query: pick(QUERY_FRAGMENTS) }).slice(0, Math.floor(next() * 40)),
        () => JSON.stringify({ query: pick(QUERY_FRAGMENTS), variables: nasty() }),
        () => JSON.stringify({ query: 42, variables: [1, 2] }),
        () => JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
        () => JSON.stringify({ query: pick(QUERY_FRAGMENTS), operationName: nasty() }),
        () =>
          JSON.stringify({
            query:
              'mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
            variables: {
              input: { clientMutationId: nasty(), channelId: nasty(), body: nasty() },
            },
          }),
        () =>
          JSON.stringify({
            query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
            variables: { ids: Array.from({ length: 200 + Math.floor(next() * 800) }, nasty) },
          }),
        () => `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        () =>
          JSON.stringify({
            query: generatedOperationText('ChatChannelPageQuery'),
            variables: { channelId: nasty(), messageCount: 1 },
          }),
        () =>
          JSON.stringify({
            query: generatedOperationText('usePostChatMessageMutation'),
            variables: {
              input: {
                clientMutationId: nasty(),
                channelId: nasty(),
                body: nasty(),
                replyToMessageId: nasty(),
              },
              connections: [],
            },
          }),
        // What fans do with a message (server/chat): hostile ids, emoji and text.
        () => {
          const [name, input] = pick([
            [
              'useSetChatMessageReactionMutation',
              { messageId: nasty(), emoji: nasty(), reacted: next() < 0.5 },
            ],
            ['useEditChatMessageMutation', { messageId: nasty(), body: nasty() }],
            ['useDeleteChatMessageMutation', { messageId: nasty() }],
            ['useMarkChannelReadMutation', { messageId: nasty() }],
          ] as const);
          return JSON.stringify({
            query: generatedOperationText(name),
            variables: { input: { clientMutationId: nasty(), ...input } },
          });
        },
      ];
      return {
        kind: 'graphql-post',
        method: 'POST',
        path: pick([
          '/graphql',
          '/graphql?operationName=x',
          `/graphql?operationName=${encode(nasty())}`,
        ]),
        headers: {
          'content-type': pick([
            'application/json',
            'text/plain',
            'application/graphql',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
          ]),
          ...tenantHeaders(),
        },
        body: pick(bodies)(),
      };
    },
    // GET /graphql with hostile parameters.
    () => ({
      kind: 'graphql-get',
      method: 'GET',
      path: `/graphql?${pick([
        () => `query=${encodeURIComponent(pick(QUERY_FRAGMENTS))}`,
        () => `query=%7B__typename%7D&variables=${encode(nasty())}`,
        () => `query=%7B__typename%7D&extensions=${encode(nasty())}`,
        () => `query=${encode(nasty())}`,
        () => `variables=%7B%7D`,
        () => `query=%7B__typename%7D&query=%7B__typename%7D`,
        () => `${nasty()}=${nasty()}`.replace(/[^\x20-\x7E]/g, '%25'),
      ])()}`,
      headers: tenantHeaders(),
    }),
    // Pages and their stored previews.
    () => ({
      kind: 'page',
      method: pick(['GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']),
      path: `${pick(['/share/', '/lp/', '/posts/', '/v/x/', '/messages/chat/', '/', '/profile/'])}${pick(
        [
          '%00',
          '%E0%A4%A',
          '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
          encode(nasty()),
          'a'.repeat(3_000),
          '%F0%9F%98%80',
          '%C0%AF',
        ],
      )}${pick(['', '?hl=xx', `?hl=${encode(nasty())}`, '#x'])}`,
      headers: { accept: pick(['text/html', '*/*', 'application/json']), ...tenantHeaders() },
      body: undefined,
    }),
    // Static files and the files crawlers read.
    () => ({
      kind: 'static',
      method: pick(['GET', 'HEAD', 'POST']),
      path: pick([
        '/assets/%00.js',
        '/assets/..%2f..%2fpackage.json',
        '/assets/%2e%2e/%2e%2e/package.json',
        '/.vite/manifest.json',
        '/assets/index-Ab12Cd34.js%00',
        `/assets/${'x'.repeat(1_000)}.js`,
        '/robots.txt?x=%00',
        '/sitemap.xml?%E0%A4%A',
        '/index.html/..',
        '//etc/passwd',
        '/%5c..%5c..%5cpackage.json',
      ]),
      headers: {
        'accept-encoding': pick(['gzip', 'br', 'x, y;q=abc', '']),
        range: pick(['bytes=0-1', 'bytes=-', 'bytes=999999999-', 'x']),
      },
      body: undefined,
    }),
  ];

  return Array.from({ length: count }, (_, index) => {
    const { kind, method, path, headers = {}, body } = pick(generators)();
    const sendsBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
    return {
      label: `fuzz #${index} (${kind})`,
      method,
      path,
      headers: sanitizeHeaders(headers),
      body: sendsBody ? body : undefined,
    };
  });
}
