// The server as npm start runs it, over real HTTP on a free port: static app with
// runtime config, CORS, GraphQL, and chat history that survives a restart (PGlite
// persisted in a temporary directory).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from './db/demoTenant';
import { startServer, type RunningServer } from './main';
import { startTestAuth, type TestAuth } from './testing/testAuth';

describe('startServer (PGlite on disk)', () => {
  let dir: string;
  let auth: TestAuth;
  let server: RunningServer | undefined;
  const previousEnv = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-main-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><!-- app-config --></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    auth = await startTestAuth();
    Object.assign(process.env, {
      TENANT_ID: 'demo',
      CORS_ORIGINS: 'http://allowed.example, http://other-allowed.example',
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-garden-test',
      FIREBASE_API_KEY: 'key-</script>',
      FIREBASE_AUTH_DOMAIN: 'garden.example',
      // The test sends documents of its own, not only the app's generated ones.
      ALLOW_UNTRUSTED_DOCUMENTS: '1',
    });
  });

  afterAll(async () => {
    await server?.close();
    await auth?.close();
    process.env = previousEnv;
    rmSync(dir, { recursive: true, force: true });
  });

  const start = () =>
    startServer({
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir, 'dist'),
      database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
    });

  const graphql = async (query: string, variables: Record<string, unknown> = {}, as?: string) => {
    const response = await fetch(`${server?.url}/graphql?operationName=Op`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        tenant: 'demo',
        'language-code': 'en',
        authorization: as ? `Bearer ${await auth.tokenFor(as)}` : '',
      },
      body: JSON.stringify({ operationName: 'Op', query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await response.json()) as any;
  };

  it('serves the app with its runtime config and cache headers', async () => {
    server = await start();
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('cache-control')).toBe('private, no-cache');
    const html = await index.text();
    expect(html).not.toContain('<!-- app-config -->');
    const json = /window\.__APP_CONFIG__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      tenantId: 'demo',
      environment: 'local',
      firebase: {
        apiKey: 'key-</script>',
        authDomain: 'garden.example',
        projectId: process.env.FIREBASE_PROJECT_ID,
      },
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      // What the demo tenant stores with its garden (server/http/tenantAppConfig.ts).
      theme: { colorMode: 'light', accentTheme: 'crimson', greyScale: 'plum' },
      featureFlags: { 'stamp-rally': true, 'banner-variant': 'roses' },
      standaloneWindowFixed: false,
      // The garden's site metadata, resolved per language (server/http/pageRenderer.ts).
      siteMetadata: {
        ja: expect.objectContaining({ title: '魔王子と人形の庭', siteUrl: server.url }),
        en: expect.objectContaining({
          title: 'The Garden of the Demon Prince and the Puppet',
          siteUrl: server.url,
        }),
      },
    });

    const asset = await fetch(`${server.url}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');

    const route = await fetch(`${server.url}/messages/chat/abc`, {
      headers: { accept: 'text/html' },
    });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('__APP_CONFIG__');
    expect(
      (await fetch(`${server.url}/missing.png`, { headers: { accept: 'image/png' } })).status,
    ).toBe(404);
    expect(
      (await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: { accept: 'text/plain' } }))
        .status,
    ).toBe(404);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toBe(
      `User-agent: *\n\nSitemap: ${server.url}/sitemap.xml\n`,
    );
  });

  it('allows credentials from configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server?.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'tenant, authorization',
        },
      });
    const allowed = await preflight('http://other-allowed.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://other-allowed.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await preflight('http://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the chat history across a restart, and seeds only once', async () => {
    const joined = await graphql(
      'mutation Op($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }',
      { input: { clientMutationId: 'j', displayName: 'Keeper' } },
      'keeper',
    );
    expect(joined.data.joinCommunity.__typename).toBe('JoinCommunityPayload');
    const channels = await graphql('query Op { community { channels { edges { node { id } } } } }');
    const lobby = channels.data.community.channels.edges[0].node.id;
    const posted = await graphql(
      'mutation Op($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
      { input: { clientMutationId: 'p', channelId: lobby, body: 'still here after a restart' } },
      'keeper',
    );
    expect(posted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');

    await server?.close();
    server = await start();

    const history = await graphql(
      'query Op($id: ID!) { node(id: $id) { ... on Channel { messages(last: 1) { edges { node { body author { displayName } } } } } } community { channels { edges { cursor } } memberCount } }',
      { id: lobby },
    );
    expect(history.data.node.messages.edges).toEqual([
      { node: { body: 'still here after a restart', author: { displayName: 'Keeper' } } },
    ]);
    // Seeding again would have doubled the channels and the fans.
    expect(history.data.community.channels.edges).toHaveLength(demoTenant.channels.length);
    // The seeded fans and the keeper who joined.
    expect(history.data.community.memberCount).toBe((demoTenant.fans?.length ?? 0) + 1);
  });

  it('listens only once what it waits for is up, and closes its database when that fails', async () => {
    await server?.close();
    server = undefined;
    let emulatorUp!: () => void;
    const starting = startServer({
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir, 'dist'),
      database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
      beforeListening: new Promise<void>((resolve) => (emulatorUp = resolve)),
    });
    let listening = false;
    void starting.then(() => (listening = true));
    // Long enough to open the database and prepare everything else.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(listening).toBe(false);
    emulatorUp();
    server = await starting;
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    await server.close();
    server = undefined;

    const failing = startServer({
      port: 0,
      host: '127.0.0.1',
      staticDir: join(dir, 'dist'),
      database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
      beforeListening: Promise.reject(new Error('the auth emulator exited with code 1')),
    });
    await expect(failing).rejects.toThrow('the auth emulator exited');
    // The embedded database was closed: the next start can open the same directory.
    server = await start();
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
  });
});
