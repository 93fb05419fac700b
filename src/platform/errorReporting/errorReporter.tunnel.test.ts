// The real Sentry browser client, sending through a tunnel endpoint stood up here: what
// arrives, and what the noise filter and the no-stack rule keep back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportError, startErrorReporting } from './errorReporter';

interface Envelope {
  header: Record<string, unknown>;
  items: Array<{ header: { type?: string }; payload: Record<string, unknown> }>;
}

function parseEnvelope(body: string): Envelope {
  const [header, ...rest] = body.split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let i = 0; i + 1 < rest.length; i += 2) {
    items.push({ header: JSON.parse(rest[i]), payload: JSON.parse(rest[i + 1]) });
  }
  return { header: JSON.parse(header), items };
}

let server: Server;
let tunnelUrl: string;
const received: Envelope[] = [];
let waiters: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/tunnel') received.push(parseEnvelope(body));
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
      waiters.forEach((wake) => wake());
      waiters = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  tunnelUrl = `http://127.0.0.1:${port}/tunnel`;
  await startErrorReporting({
    sentryDsn: `http://publickey@127.0.0.1:${port}/42`,
    sentryTunnel: tunnelUrl,
  });
});

afterAll(async () => {
  await Sentry.close(2000);
  await new Promise((resolve) => server.close(resolve));
});

function errorEvents() {
  return received.flatMap((envelope) =>
    envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
  );
}

function messagesOf(event: Record<string, unknown>): string[] {
  const values =
    (event.exception as { values?: Array<{ value?: string }> } | undefined)?.values ?? [];
  return values.map((value) => value.value ?? '');
}

describe('error reporting through the tunnel', () => {
  it('sends a fatal render error with its stack, and drops noise and stackless events', async () => {
    await reportError(new TypeError('Failed to fetch'));
    const stackless = new Error('an error without a stack');
    stackless.stack = undefined;
    await reportError(stackless);
    await reportError(new Error('the puppet fell off the stage'), { level: 'fatal' });
    await Sentry.flush(3000);

    const events = errorEvents();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(messagesOf(event)).toEqual(['the puppet fell off the stage']);
    expect(event.level).toBe('fatal');
    expect(event.environment).toBe('production');
    const frames = (event.exception as { values: Array<{ stacktrace?: { frames?: unknown[] } }> })
      .values[0].stacktrace?.frames;
    expect(frames?.length).toBeGreaterThan(0);
    // The envelope names the real DSN so the tunnel can forward it.
    expect(String(received[0].header.dsn)).toContain('/42');
  });
});
