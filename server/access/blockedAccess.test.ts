// Blocked IP ranges and blocked accounts: pages redirect, the API answers a typed error.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { communities } from '../platform/tables';
import { startSession } from '../testing/sessionCookies';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { testBackends } from '../testing/testDatabase';
import { isAddressInRanges, parseIpRangeList, parseIpRanges } from './ipRanges';
import { clientAddress } from './clientAddress';

const query = '{ community { tenantId } }';

async function graphql(server: PageServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenant: 'demo', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    ...((await response.json()) as {
      data?: { community?: { tenantId: string } } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    }),
  };
}

describe('IP ranges', () => {
  const ranges = parseIpRanges(['203.0.113.0/24', '2001:db8::/32', '198.51.100.7', 'nonsense']);

  it('matches CIDR ranges and single addresses, IPv4 and IPv6', () => {
    expect(ranges).toHaveLength(3);
    expect(isAddressInRanges('203.0.113.200', ranges)).toBe(true);
    expect(isAddressInRanges('203.0.114.1', ranges)).toBe(false);
    expect(isAddressInRanges('198.51.100.7', ranges)).toBe(true);
    expect(isAddressInRanges('198.51.100.8', ranges)).toBe(false);
    expect(isAddressInRanges('2001:db8:1::5', ranges)).toBe(true);
    expect(isAddressInRanges('2001:db9::1', ranges)).toBe(false);
    // An IPv4 client on a dual-stack socket.
    expect(isAddressInRanges('::ffff:203.0.113.9', ranges)).toBe(true);
    expect(isAddressInRanges(undefined, ranges)).toBe(false);
    expect(isAddressInRanges('not an address', ranges)).toBe(false);
  });

  it('reads BLOCKED_IPS lists and trusts X-Forwarded-For only behind a proxy', () => {
    expect(parseIpRangeList(' 10.0.0.0/8, 127.0.0.1 ::1 ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(parseIpRangeList(undefined)).toEqual([]);
    const source = { forwardedFor: '203.0.113.5, 10.0.0.1', remoteAddress: '10.0.0.1' };
    expect(clientAddress(source, true)).toBe('203.0.113.5');
    expect(clientAddress(source, false)).toBe('10.0.0.1');
  });
});

describe.each(testBackends)('blocked access (%s)', (backend) => {
  describe('a tenant’s blocked IP range', () => {
    let server: PageServer;
    beforeAll(async () => {
      server = await startPageServer(backend, { trustProxy: true });
      await server.database.db
        .update(communities)
        .set({ blockedIpRanges: ['203.0.113.0/24'] })
        .where(eq(communities.tenantId, 'demo'));
    });
    afterAll(() => server?.close());
    const from = (address: string) => ({ 'x-forwarded-for': address });

    it('sends pages to /ip-blocked, and serves /ip-blocked and assets', async () => {
      const page = await server.get('/messages', from('203.0.113.77'));
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/ip-blocked');
      const target = await server.get('/ip-blocked', from('203.0.113.77'));
      expect(target.status).toBe(200);
      expect(await target.text()).toContain('__APP_CONFIG__');
      const asset = await server.get('/assets/index-Ab12Cd34.js', from('203.0.113.77'));
      expect(asset.status).toBe(200);
      expect((await server.get('/messages', from('198.51.100.1'))).status).toBe(200);
    });

    it('serves the links of the blocked page’s footer: privacy choices and language', async () => {
      for (const path of ['/privacy-choices', '/settings/language']) {
        const page = await server.get(path, from('203.0.113.77'));
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
      }
    });

    it('refuses the stream’s PUT, GET and DELETE like the other endpoints', async () => {
      const stream = (method: string, address: string, token = '') =>
        fetch(`${server.url}/stream`, {
          method,
          headers: {
            tenant: 'demo',
            'language-code': 'en',
            ...(method === 'GET' ? { accept: 'text/event-stream' } : {}),
            ...(token ? { 'x-graphql-event-stream-token': token } : {}),
            ...from(address),
          },
        });
      const reserved = await stream('PUT', '203.0.113.77');
      expect(reserved.status).toBe(403);
      expect(await reserved.json()).toMatchObject({
        errors: [
          {
            message: 'The garden cannot be used from this network.',
            extensions: { code: 'IP_BLOCKED' },
          },
        ],
      });
      const allowed = await stream('PUT', '198.51.100.1');
      expect(allowed.status).toBe(201);
      const token = await allowed.text();
      expect((await stream('GET', '203.0.113.77', token)).status).toBe(403);
      expect((await stream('DELETE', '203.0.113.77', token)).status).toBe(403);
    });

    it('refuses GraphQL with IP_BLOCKED', async () => {
      const blocked = await graphql(server, { ...from('203.0.113.77'), 'language-code': 'en' });
      expect(blocked.status).toBe(403);
      expect(blocked.data?.community ?? null).toBeNull();
      expect(blocked.errors?.[0]?.extensions?.code).toBe('IP_BLOCKED');
      expect(blocked.errors?.[0]?.message).toBe('The garden cannot be used from this network.');
      const allowed = await graphql(server, from('198.51.100.1'));
      expect(allowed.data?.community?.tenantId).toBe('demo');
    });
  });

  describe('deployment-wide ranges (BLOCKED_IPS) and the socket address', () => {
    let server: PageServer;
    beforeAll(async () => {
      server = await startPageServer(backend, { blockedIpRanges: ['127.0.0.0/8', '::1'] });
    });
    afterAll(() => server?.close());

    it('blocks the loopback client whatever X-Forwarded-For claims when no proxy is trusted', async () => {
      const page = await server.get('/', { 'x-forwarded-for': '198.51.100.1' });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/ip-blocked');
      const api = await graphql(server, { 'x-forwarded-for': '198.51.100.1' });
      expect(api.errors?.[0]?.extensions?.code).toBe('IP_BLOCKED');
    });
  });

  describe('a blocked account', () => {
    let server: PageServer;
    beforeAll(async () => {
      server = await startPageServer(backend);
      await server.database.db
        .update(users)
        .set({ blockedAt: new Date() })
        .where(and(eq(users.tenantId, 'demo'), eq(users.authUid, 'seed-fan-kuro')));
    });
    afterAll(() => server?.close());

    it('refuses GraphQL with ACCOUNT_BLOCKED, and lets other fans in', async () => {
      const kuro = await server.auth.tokenFor('seed-fan-kuro');
      const blocked = await graphql(server, { authorization: `Bearer ${kuro}` });
      expect(blocked.status).toBe(403);
      expect(blocked.errors?.[0]?.extensions?.code).toBe('ACCOUNT_BLOCKED');
      expect(blocked.errors?.[0]?.message).toBe('このアカウントは庭を利用できなくなっています。');
      const hana = await server.auth.tokenFor('seed-fan-hana');
      const allowed = await graphql(server, { authorization: `Bearer ${hana}` });
      expect(allowed.data?.community?.tenantId).toBe('demo');
    });

    it('sends pages with the blocked fan’s session cookie to /blocked', async () => {
      const kuro = await startSession(server.url, await server.auth.tokenFor('seed-fan-kuro'));
      const page = await server.get('/messages', { cookie: kuro });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/blocked');
      expect((await server.get('/blocked', { cookie: kuro })).status).toBe(200);
      const hana = await startSession(server.url, await server.auth.tokenFor('seed-fan-hana'));
      expect((await server.get('/messages', { cookie: hana })).status).toBe(200);
      expect((await server.get('/messages')).status).toBe(200);
    });

    it('takes only a session cookie the server made, not a raw ID token in its place', async () => {
      const kuro = await server.auth.tokenFor('seed-fan-kuro');
      const page = await server.get('/messages', { cookie: `garden_session=${kuro}` });
      expect(page.status).toBe(200);
    });
  });
});
