// The abuse probe's GraphQL cases against the real server on a port, as under npm start:
// each is refused cleanly, writes nothing, and never keeps a ping waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  expectNoWrites,
  expectPingDuring,
  generatedOperationText,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';
import { toGlobalId } from './globalId';

function nestedQuery(levels: number): string {
  let inner = 'body';
  for (let level = 0; level < levels; level += 1)
    inner = `messages { edges { node { ${level === 0 ? inner : `channel { ${inner} }`} } } }`;
  return `query Nested($id: ID!) { node(id: $id) { ... on Channel { ${inner} } } }`;
}

const json = { 'content-type': 'application/json', tenant: 'demo' };

describe.each(testBackends)('GraphQL abuse cases (%s)', (backend) => {
  let server: AbuseServer;
  let lobby: string;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
    lobby = toGlobalId('Channel', server.demo.channelIds.lobby);
  });
  afterAll(() => server?.close());

  const cases = (): (AbuseRequest & { expectText?: string })[] => [
    ...[3, 4].map((levels) => ({
      label: `nested messages → channel → messages ×${levels}`,
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: nestedQuery(levels), variables: { id: lobby } }),
      expectText: 'depth limit',
    })),
    {
      label: 'nodes with 5000 ids',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({
        query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        variables: {
          ids: Array.from({ length: 5000 }, (_, i) => toGlobalId('ChatMessage', i + 1)),
        },
      }),
    },
    {
      label: 'a 5 MB operation body',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: '{ __typename }', padding: 'p'.repeat(5_000_000) }),
      expectText: 'REQUEST_ENTITY_TOO_LARGE',
    },
    {
      label: 'invalid JSON of 60 KB',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: `{"query": "${'E'.repeat(60_000)}`,
    },
    {
      label: 'two anonymous operations',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: '{ a: __typename } { b: __typename }' }),
    },
    {
      label: 'a mutation by GET',
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent(generatedOperationText('usePostChatMessageMutation'))}`,
      headers: json,
    },
    {
      label: 'GET variables that are not JSON',
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent(generatedOperationText('viewerMembershipQuery'))}&variables=notjson`,
      headers: json,
      expectText: 'BAD_REQUEST',
    },
    {
      label: 'an id beyond the integer range',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({
        query: generatedOperationText('ChatChannelPageQuery'),
        variables: {
          channelId: Buffer.from('Channel:999999999999999').toString('base64'),
          messageCount: 30,
        },
      }),
      expectText: '"node":null',
    },
    {
      label: 'NUL in a variable',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({
        query: generatedOperationText('ChatChannelPageQuery'),
        variables: { channelId: 'Q2hh\u0000bm5lbDox', messageCount: 30 },
      }),
    },
    {
      label: 'a tenant header with markup',
      method: 'POST',
      path: '/graphql',
      headers: { ...json, tenant: '<img src=x onerror=alert(1)>' },
      body: JSON.stringify({ query: generatedOperationText('viewerMembershipQuery') }),
    },
    ...['/share/%00', '/lp/%00'].map((path) => ({
      label: `page ${path}`,
      method: 'GET',
      path,
      headers: { accept: 'text/html' },
    })),
  ];

  it('refuses each case cleanly, writes nothing, and keeps answering pings', async () => {
    for (const abuse of cases()) {
      const response = await expectPingDuring(server, () =>
        expectNoWrites(server, () => sendAbuse(server, abuse)),
      );
      expectClean(abuse, response);
      expect(response.text, abuse.label).not.toMatch(/EEEEEEEE|pppppppp|onerror/);
      expect(response.text.length, abuse.label).toBeLessThan(20_000);
      if (abuse.expectText) expect(response.text, abuse.label).toContain(abuse.expectText);
    }
  });
});
