// POST /tunnel over real HTTP, forwarding to a fake Sentry ingest on 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGardenServer, type GardenServer } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { MAX_ENVELOPE_BYTES } from './sentryTunnel';
import { parseSentryDsn } from './sentryDsn';

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done(`127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const envelope = (dsn: string | undefined, payload = '{"message":"boom"}') =>
  `${JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', dsn, sent_at: '2026-11-21T20:00:00Z' })}\n{"type":"event"}\n${payload}\n`;

describe('parseSentryDsn', () => {
  it('finds the host, the project and the ingest URL', () => {
    expect(parseSentryDsn('https://abc@o1.ingest.sentry.io/42')).toEqual({
      host: 'o1.ingest.sentry.io',
      projectId: '42',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/42/envelope/',
    });
    expect(parseSentryDsn('http://public@127.0.0.1:9000/sentry/7')?.envelopeUrl).toBe(
      'http://127.0.0.1:9000/sentry/api/7/envelope/',
    );
    expect(parseSentryDsn('https://o1.ingest.sentry.io/42')).toBeNull();
    expect(parseSentryDsn('ftp://abc@host/1')).toBeNull();
    expect(parseSentryDsn('nonsense')).toBeNull();
  });
});

describe('the Sentry tunnel', () => {
  let ingest: Server;
  let ingestHost: string;
  let received: Received[] = [];
  let ingestStatus = 200;
  let database: TestDatabase;
  let garden: GardenServer;
  let http: Server;
  let tunnelUrl: string;
  let dsn: string;

  beforeAll(async () => {
    ingest = createServer((request, response) => {
      void readAll(request).then((body) => {
        received.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'],
          body,
        });
        response.writeHead(ingestStatus, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: '9ec79c33ec9942ab8353589fcb2e04dc' }));
      });
    });
    ingestHost = await listen(ingest);
    dsn = `http://public@${ingestHost}/1`;
    database = await openTestDatabase('pglite');
    const quiet = { info() {}, debug() {}, warn() {}, error: console.error };
    garden = createGardenServer({
      db: database.db,
      firebaseProjectId: 'demo-garden-test',
      logger: quiet,
      sentryDsn: dsn,
    });
    http = createServer(garden.handler);
    tunnelUrl = `http://${await listen(http)}/tunnel`;
  });

  afterAll(async () => {
    http?.closeAllConnections();
    await new Promise((done) => http?.close(done));
    await garden?.close();
    await database?.close();
    ingest?.closeAllConnections();
    await new Promise((done) => ingest?.close(done));
  });

  beforeEach(() => {
    received = [];
    ingestStatus = 200;
  });

  const post = (body: string | Uint8Array<ArrayBuffer>) =>
    fetch(tunnelUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });

  it("forwards an envelope for the configured DSN to that project's ingest", async () => {
    const sent = envelope(dsn);
    const response = await post(sent);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '9ec79c33ec9942ab8353589fcb2e04dc' });
    expect(received).toEqual([
      { path: '/api/1/envelope/', contentType: 'application/x-sentry-envelope', body: sent },
    ]);
  });

  it("passes on the ingest's refusal", async () => {
    ingestStatus = 429;
    expect((await post(envelope(dsn))).status).toBe(429);
    expect(received).toHaveLength(1);
  });

  it('refuses envelopes for any other host or project, and non-envelopes', async () => {
    const otherPort = `127.0.0.1:${Number(ingestHost.split(':')[1]) + 1}`;
    for (const body of [
      envelope(`http://public@${otherPort}/1`),
      envelope(`http://public@${ingestHost}/2`),
      envelope('https://public@o1.ingest.sentry.io/1'),
      envelope(undefined),
      envelope('not a dsn'),
      'not json at all\n{}',
      '',
    ]) {
      expect((await post(body)).status, body).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('refuses bodies over 1 MB without forwarding them', async () => {
    const header = envelope(dsn, '');
    const tooLarge = new Uint8Array(MAX_ENVELOPE_BYTES + 1).fill(0x61);
    tooLarge.set(new TextEncoder().encode(header));
    expect((await post(tooLarge)).status).toBe(413);

    // Just at the limit is fine.
    const atLimit = tooLarge.subarray(0, MAX_ENVELOPE_BYTES);
    expect((await post(atLimit)).status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].body.length).toBe(MAX_ENVELOPE_BYTES);
  });

  it('takes only POST', async () => {
    expect((await fetch(tunnelUrl)).status).toBe(405);
  });

  it('answers 502 when the ingest cannot be reached', async () => {
    const down = createServer();
    const downHost = await listen(down);
    await new Promise((done) => down.close(done));
    const orphan = createGardenServer({
      db: database.db,
      firebaseProjectId: 'demo-garden-test',
      logger: { info() {}, debug() {}, warn() {}, error() {} },
      sentryDsn: `http://public@${downHost}/1`,
    });
    const server = createServer(orphan.handler);
    const host = await listen(server);
    try {
      const response = await fetch(`http://${host}/tunnel`, {
        method: 'POST',
        body: envelope(`http://public@${downHost}/1`),
      });
      expect(response.status).toBe(502);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await orphan.close();
    }
  });

  it('does not exist without a DSN', async () => {
    const plain = createGardenServer({
      db: database.db,
      firebaseProjectId: 'demo-garden-test',
      logger: { info() {}, debug() {}, warn() {}, error() {} },
    });
    const server = createServer(plain.handler);
    const host = await listen(server);
    try {
      const response = await fetch(`http://${host}/tunnel`, {
        method: 'POST',
        body: envelope(dsn),
      });
      expect(response.status).toBe(404);
      expect(received).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
    await plain.close();
  });
});
