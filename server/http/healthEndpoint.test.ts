// GET /health: 200 from the running garden once its database answers, 503 (not a hang,
// not a 500) when the database fails or stalls; only GET and HEAD.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { createHealthEndpoint } from './healthEndpoint';

describe('the garden’s /health', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite');
  });
  afterAll(() => server?.close());

  it('answers 200 and is never cached', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    const head = await fetch(`${server.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('takes only GET and HEAD', async () => {
    const response = await fetch(`${server.url}/health`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('/health without a database', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

  async function healthOf(db: Pick<Database, 'execute'>) {
    const http = createServer(createHealthEndpoint(db as Database));
    servers.push(http);
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    const { port } = http.address() as AddressInfo;
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    return {
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    };
  }

  it('answers 503 when the database refuses', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) };
    const health = await healthOf(failing as unknown as Pick<Database, 'execute'>);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable' });
  });

  it('answers 503 within about two seconds when the database stalls', async () => {
    const stalled = { execute: () => new Promise(() => {}) };
    const health = await healthOf(stalled as unknown as Pick<Database, 'execute'>);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(4000);
  });
});
