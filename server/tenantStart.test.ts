// startServer for a tenant the database does not know yet (TENANT_ID=foo): the garden is
// created at the first start and found at the next, next to the demo garden, and every
// runtime config key of the deployment reaches the page — on PGlite, and on PostgreSQL
// when DATABASE_URL is set.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from './db/demoTenant';
import { startServer, type RunningServer } from './main';
import { openTestDatabase, testBackends, type TestDatabase } from './testing/testDatabase';

describe.each(testBackends)('TENANT_ID=foo (%s)', (backend) => {
  let dir: string;
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let ingest: Server;
  let ingested: string[] = [];
  let dsn: string;
  const previousEnv = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-tenant-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(
      join(dir, 'dist', 'index.html'),
      '<!doctype html><html><head><!-- app-config --></head><body></body></html>',
    );
    if (backend === 'postgres') testDatabase = await openTestDatabase('postgres');
    ingest = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        ingested.push(`${request.url} ${Buffer.concat(chunks).toString('utf8')}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => ingest.listen(0, '127.0.0.1', done));
    dsn = `http://public@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;
    Object.assign(process.env, {
      TENANT_ID: 'foo',
      ALLOW_UNTRUSTED_DOCUMENTS: '1',
      SENTRY_DSN: dsn,
      GA_MEASUREMENT_ID: 'G-FOO123',
      GTM_CONTAINER_ID: 'GTM-FOO',
      COOKIE_CONSENT_SCRIPT_URL: 'https://consent.example/banner.js',
      PRIVACY_CHOICES_URL: 'https://privacy.example/choices',
    });
    delete process.env.STANDALONE_WINDOW_FIXED;
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.close();
    ingest?.closeAllConnections();
    await new Promise((done) => ingest?.close(done));
    process.env = previousEnv;
    rmSync(dir, { recursive: true, force: true });
  });

  const start = () =>
    startServer({
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir, 'dist'),
      database: testDatabase
        ? { kind: 'postgres', url: testDatabase.url! }
        : { kind: 'pglite', dataDir: join(dir, 'pglite') },
    });

  const garden = async (tenant: string) => {
    const response = await fetch(`${server?.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        tenant,
        'language-code': 'en',
        authorization: '',
      },
      body: JSON.stringify({
        query: '{ community { tenantId name description channels { edges { node { name } } } } }',
      }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await response.json()) as any).data?.community;
  };

  const servedConfig = async () => {
    const html = await (await fetch(`${server?.url}/`)).text();
    return JSON.parse(/window\.__APP_CONFIG__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
  };

  it('creates a fresh garden for foo at the first start, and still seeds the demo', async () => {
    server = await start();
    expect(await garden('foo')).toEqual({
      tenantId: 'foo',
      name: 'foo',
      description: 'The fan community "foo".',
      channels: { edges: [{ node: { name: 'General' } }] },
    });
    expect((await garden('demo')).channels.edges).toHaveLength(demoTenant.channels.length);
  });

  it("serves foo's app with the deployment's config and the app's default theme", async () => {
    const config = await servedConfig();
    expect(config).toMatchObject({
      tenantId: 'foo',
      sentryDsn: dsn,
      sentryTunnel: '/tunnel',
      gaMeasurementId: 'G-FOO123',
      gtmContainerId: 'GTM-FOO',
      cookieConsentScriptUrl: 'https://consent.example/banner.js',
      privacyChoicesUrl: 'https://privacy.example/choices',
      standaloneWindowFixed: false,
      siteMetadata: {
        en: expect.objectContaining({ title: 'foo', description: 'The fan community "foo".' }),
      },
    });
    expect(config).not.toHaveProperty('theme');
    expect(config).not.toHaveProperty('featureFlags');
  });

  it('forwards error reports through /tunnel to the configured DSN', async () => {
    ingested = [];
    const envelope = `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;
    const response = await fetch(`${server?.url}/tunnel`, { method: 'POST', body: envelope });
    expect(response.status).toBe(200);
    expect(ingested).toEqual([`/api/1/envelope/ ${envelope}`]);
  });

  it('finds the garden at the next start instead of creating it again', async () => {
    await server?.close();
    server = await start();
    expect((await garden('foo')).channels.edges).toEqual([{ node: { name: 'General' } }]);
    expect((await garden('demo')).channels.edges).toHaveLength(demoTenant.channels.length);
  });

  it('refuses to start for a tenant id that cannot be one', async () => {
    process.env.TENANT_ID = 'Foo Bar';
    try {
      await expect(start()).rejects.toThrow(/Invalid tenant id "Foo Bar"/);
    } finally {
      process.env.TENANT_ID = 'foo';
    }
  });
});
