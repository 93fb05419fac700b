// POST /tunnel: the app's error reports, sent to our own origin so that ad blockers do not
// drop them, forwarded to the configured Sentry project. Only envelopes addressed to that
// DSN (same host and project) pass: the tunnel is not an open relay.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseSentryDsn, requireSentryDsn } from './sentryDsn';

export const MAX_ENVELOPE_BYTES = 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;

export type SentryTunnelHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>;

export interface SentryTunnelOptions {
  /** The deployment's SENTRY_DSN. */
  dsn: string;
  logger?: Pick<Console, 'warn'>;
}

class BodyTooLargeError extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The DSN named in the envelope's first line (its header), if any. */
function envelopeDsn(body: Buffer): string | null {
  const end = body.indexOf(0x0a);
  const headerLine = body.subarray(0, end === -1 ? body.length : end).toString('utf8');
  try {
    const header: unknown = JSON.parse(headerLine);
    if (typeof header === 'object' && header !== null && 'dsn' in header) {
      return typeof header.dsn === 'string' ? header.dsn : null;
    }
  } catch {
    // not an envelope
  }
  return null;
}

function reply(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'cache-control': 'no-store', ...headers });
  response.end();
}

export function createSentryTunnel(options: SentryTunnelOptions): SentryTunnelHandler {
  const target = requireSentryDsn(options.dsn);
  const logger = options.logger ?? console;
  return async (request, response) => {
    if (request.method !== 'POST') return reply(response, 405, { allow: 'POST' });
    const declared = Number(request.headers['content-length'] ?? 0);
    // Refused before reading; the connection closes so the rest is never received.
    if (declared > MAX_ENVELOPE_BYTES) return reply(response, 413, { connection: 'close' });
    let body: Buffer;
    try {
      body = await readBody(request, MAX_ENVELOPE_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return reply(response, 413, { connection: 'close' });
      throw error;
    }
    const dsn = envelopeDsn(body);
    const addressed = dsn ? parseSentryDsn(dsn) : null;
    if (!addressed || addressed.host !== target.host || addressed.projectId !== target.projectId)
      return reply(response, 400);

    let forwarded: Response;
    try {
      forwarded = await fetch(target.envelopeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn(`[tunnel] Sentry did not take the envelope: ${String(error)}`);
      return reply(response, 502);
    }
    const answer = Buffer.from(await forwarded.arrayBuffer());
    response.writeHead(forwarded.status, {
      'cache-control': 'no-store',
      'content-type': forwarded.headers.get('content-type') ?? 'application/json',
      'content-length': answer.length,
    });
    response.end(answer);
  };
}
