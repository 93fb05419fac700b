// The harness of the page tests: the garden server over node:http on a free port, with a
// tiny built app (index.html like Vite's, a robots.txt) in a temporary directory and the
// demo and another tenant in a fresh database — pages are read as raw HTML, as a
// crawler reads them.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RateLimitSettings } from '../access/rateLimits';
import { createGardenServer, type GardenServer } from '../app';
import type { OpenedDatabase } from '../db/database';
import { demoTenant } from '../db/demoTenant';
import { createTenant, type CreatedTenant, type TenantDefinition } from '../db/tenants';
import { createGardenHttpServer } from '../http/gardenHttpServer';
import { startTestAuth, TEST_PROJECT_ID, type TestAuth } from './testAuth';
import { openTestDatabase, type TestBackend } from './testDatabase';

export const PAGE_INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>Garden</title>
    <!-- app-config -->
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface PageServer {
  url: string;
  garden: GardenServer;
  database: OpenedDatabase;
  demo: CreatedTenant;
  auth: TestAuth;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startPageServer(
  backend: TestBackend,
  options: {
    blockedIpRanges?: string[];
    trustProxy?: boolean;
    other?: TenantDefinition;
    publicUrl?: string;
    rateLimits?: Partial<RateLimitSettings>;
    /** false: only the app's generated documents run, as under npm start. */
    allowUntrustedDocuments?: boolean;
  } = {},
): Promise<PageServer> {
  const dir = mkdtempSync(join(tmpdir(), 'garden-pages-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE_INDEX_HTML);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /settings/\n');
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  const auth = await startTestAuth();
  const database = await openTestDatabase(backend);
  const demo = await createTenant(database.db, demoTenant);
  if (options.other) await createTenant(database.db, options.other);
  const quiet = { info() {}, debug() {}, warn() {}, error: console.error };
  const garden = createGardenServer({
    db: database.db,
    firebaseProjectId: TEST_PROJECT_ID,
    logger: quiet,
    blockedIpRanges: options.blockedIpRanges,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
    allowUntrustedDocuments: options.allowUntrustedDocuments ?? true,
    rateLimits: options.rateLimits,
    staticSite: {
      dir,
      appConfig: {
        tenantId: demo.tenantId,
        environment: 'test',
        firebase: { apiKey: 'k', authDomain: 'localhost', projectId: TEST_PROJECT_ID },
      },
    },
  });
  const http: Server = createGardenHttpServer(garden.handler);
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    garden,
    database,
    demo,
    auth,
    get: (path, headers = {}) =>
      fetch(`${url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' }),
    async close() {
      http.closeAllConnections();
      await new Promise((done) => http.close(done));
      await garden.close();
      await auth.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
