// POST /session {"idToken"}: after sign-in (and each token refresh) the app trades its
// fresh ID token for a Firebase session cookie, set HttpOnly; DELETE /session clears it at
// sign-out. Only pages of this site may call it (the Origin header is checked: no other
// site can sign a visitor in or out), and only with a JSON body (no plain form posts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_MAX_AGE_SECONDS, sessionSetCookie } from '../access/sessionCookie';
import { StaleCredentialError, type IdTokenVerifier } from '../auth/idTokenVerifier';
import type { Logger } from '../logging/logger';
import { requestOrigin, servedOverHttps } from './requestOrigin';

/** An ID token is about 1 KB; the body is refused well before anything large is read. */
export const MAX_SESSION_BODY_BYTES = 8 * 1024;

export interface SessionEndpointOptions {
  verifier: Pick<IdTokenVerifier, 'identify' | 'createSession'>;
  trustProxy: boolean;
  publicOrigin?: string;
  /** Other origins allowed to call with credentials (CORS_ORIGINS). */
  allowedOrigins?: ReadonlySet<string>;
  logger?: Pick<Logger, 'warn'>;
  /** Called once a fan's session cookie is set (the emulator saves its accounts then). */
  onSessionStarted?: () => void;
}

function reply(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'cache-control': 'no-store', ...headers });
  response.end();
}

async function readIdToken(request: IncomingMessage): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_SESSION_BODY_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SESSION_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const idToken = (body as { idToken?: unknown } | null)?.idToken;
    return typeof idToken === 'string' && idToken.length > 0 ? idToken : null;
  } catch {
    return null;
  }
}

export function createSessionEndpoint(options: SessionEndpointOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST' && request.method !== 'DELETE')
      return reply(response, 405, { allow: 'POST, DELETE' });
    const origin = request.headers.origin;
    const ownOrigin = requestOrigin(request, options.trustProxy, options.publicOrigin);
    if (!origin || (origin !== ownOrigin && !options.allowedOrigins?.has(origin)))
      return reply(response, 403);
    const secure = servedOverHttps(request, options.trustProxy, options.publicOrigin);
    if (request.method === 'DELETE')
      return reply(response, 204, { 'set-cookie': sessionSetCookie(null, secure) });

    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
      return reply(response, 415);
    const idToken = await readIdToken(request);
    if (!idToken) return reply(response, 400);
    try {
      // Only a currently valid ID token is traded (createSessionCookie checks it too).
      const identity = await options.verifier.identify(`Bearer ${idToken}`);
      if (!identity) return reply(response, 401);
      const cookie = await options.verifier.createSession(idToken, SESSION_MAX_AGE_SECONDS * 1000);
      reply(response, 204, { 'set-cookie': sessionSetCookie(cookie, secure) });
      options.onSessionStarted?.();
    } catch (error) {
      if (error instanceof StaleCredentialError) return reply(response, 401);
      options.logger?.warn({ err: error }, 'a session cookie could not be created');
      reply(response, 401);
    }
  };
}
