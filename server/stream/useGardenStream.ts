// /stream: graphql-sse's own handler (single connection mode: PUT reserves a stream and
// answers its token, GET opens it, POST adds an operation, DELETE stops one) with the
// garden's bounds around it. graphql-sse keeps every reservation and every queued event
// for ever and takes any token a client names; here
// - bodies are limited before they are read, PUTs are rate-limited per address;
// - the token is 32 random bytes from the server; a client-chosen token is refused;
// - a stream answers only the identity that reserved it, and an unknown token and a
//   token of someone else get the same 404;
// - caps on streams per fan and per address, operations per stream, and the selection
//   cost of a subscription;
// - a reservation not opened in time is dropped with its operations, and a stream whose
//   reader falls too far behind is dropped (the client reconnects and catches up);
// - a keep-alive comment on every open stream, its interval in a response header.
// The numbers are in streamLimits.ts.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import type { RequestParams, Response as SseResponse } from 'graphql-sse';
import { createHandler } from 'graphql-sse/lib/use/fetch';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { clientAddress } from '../access/clientAddress';
import type { RateLimiters } from '../access/rateLimits';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
import { languageOf } from '../../common/requestHeaders';
import { createTranslate, type Translate } from '../graphql/translate';
import { wrapEventStream } from './liveEventStream';
import { declaresTooLargeBody, readLimitedBody } from './limitedBody';
import { STREAM_LIMITS, type StreamLimits } from './streamLimits';
import { createStreamRegistry } from './streamRegistry';
import { streamError, streamErrors, streamNotFound, toFetchResponse } from './streamResponses';
import { selectionCost } from './subscriptionCost';

export const STREAM_TOKEN_HEADER = 'x-graphql-event-stream-token';
/** The keep-alive interval of an opened stream, so the client knows when it went silent. */
export const KEEP_ALIVE_HEADER = 'x-stream-keep-alive-ms';

type ServerContext = { req?: IncomingMessage };

interface StreamRequest {
  owner: string;
  address: string;
  serverContext: ServerContext;
  t: Translate;
  /** The registry key (the stream token) this request acts on, once known. */
  key?: string;
  operationId?: string;
  /** A request of this module's own, which ends a reservation. */
  internal?: boolean;
}

export interface GardenStreamOptions {
  path: string;
  verifier: IdTokenVerifier;
  trustProxy: boolean;
  limits?: Partial<StreamLimits>;
  /** Where reservations are counted: shared through Redis when the deployment has it. */
  rateLimiters: Pick<RateLimiters, 'limiter'>;
}

/** graphql's GraphQLError, whichever copy (ESM or CommonJS) of graphql made it. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

function operationIdOf(body: string): string | undefined {
  try {
    const id: unknown = (JSON.parse(body) as { extensions?: { operationId?: unknown } })?.extensions
      ?.operationId;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

export function useGardenStream(options: GardenStreamOptions): Plugin<YogaInitialContext> {
  const limits: StreamLimits = { ...STREAM_LIMITS, ...options.limits };
  const registry = createStreamRegistry(limits);
  const reserve = options.rateLimiters.limiter('stream-reservation', {
    points: limits.reservationsPerAddress.points,
    duration: limits.reservationsPerAddress.windowSeconds,
  });
  const requests = new WeakMap<Request, StreamRequest>();
  let handle: (request: Request) => Promise<Response>;
  let fetchAPI: { Request: typeof Request; Response: typeof Response };

  const tooManyStreams = (t: Translate) =>
    streamError(429, 'TOO_MANY_STREAMS', t('errors.stream.tooManyStreams'));

  function authenticate(raw: Request): SseResponse | string | null {
    const info = requests.get(raw);
    if (!info) throw new Error('A /stream request reached graphql-sse without its bookkeeping');
    if (info.internal) return info.key ?? null;
    const { t } = info;
    const url = new URL(raw.url);
    const given = raw.headers.get(STREAM_TOKEN_HEADER) || url.searchParams.get('token');
    if (raw.method === 'PUT') {
      if (given)
        return streamError(400, 'STREAM_TOKEN_NOT_ALLOWED', t('errors.stream.tokenNotAllowed'));
      if (registry.refusal(info.owner, info.address)) return tooManyStreams(t);
      info.key = randomBytes(32).toString('base64url');
      return info.key;
    }
    if (!given) {
      // Distinct connection mode: the operation rides on this one GET.
      if (raw.method === 'GET' && raw.headers.get('accept') === 'text/event-stream') {
        if (registry.refusal(info.owner, info.address)) return tooManyStreams(t);
        info.key = `distinct:${randomBytes(16).toString('hex')}`;
        registry.add(info.key, info.owner, info.address);
        return null;
      }
      return streamNotFound(t);
    }
    const entry = registry.get(given);
    if (!entry || entry.owner !== info.owner || given.startsWith('distinct:'))
      return streamNotFound(t);
    info.key = given;
    if (raw.method === 'POST' && info.operationId !== undefined) {
      if (entry.operations.has(info.operationId)) return given; // graphql-sse answers 409
      if (entry.operations.size >= limits.operationsPerStream)
        return streamError(429, 'TOO_MANY_OPERATIONS', t('errors.stream.tooManyOperations'));
      entry.operations.add(info.operationId);
    }
    return given;
  }

  async function prepare(
    yoga: Parameters<NonNullable<Plugin['onYogaInit']>>[0]['yoga'],
    raw: Request,
    params: RequestParams,
  ) {
    const info = requests.get(raw);
    if (!info) throw new Error('A /stream operation without its bookkeeping');
    const { t } = info;
    const enveloped = yoga.getEnveloped({ ...info.serverContext, request: raw, params });
    let document: DocumentNode;
    try {
      document = enveloped.parse(params.query);
    } catch (error) {
      // A refusal of a yoga or envelop plugin (a mutation over GET, no operation to run,
      // a document limit) keeps its code and status; a syntax error gets ours.
      const code = isGraphQLError(error) ? error.extensions.code : undefined;
      if (!isGraphQLError(error) || typeof code !== 'string')
        return streamError(400, 'GRAPHQL_PARSE_FAILED', t('errors.stream.syntaxError'));
      const http = error.extensions.http as { status?: number } | undefined;
      return streamError(http?.status ?? 400, code, error.message);
    }
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0)
      return streamErrors(
        400,
        errors.map((error: GraphQLError) => ({
          message: error.message,
          code: 'GRAPHQL_VALIDATION_FAILED' as const,
        })),
      );
    const operation = getOperationAST(document, params.operationName);
    if (!operation)
      return streamError(400, 'GRAPHQL_VALIDATION_FAILED', t('errors.stream.operationNotFound'));
    // Queries and mutations go to /graphql, where their own limits apply.
    if (operation.operation !== 'subscription')
      return streamError(405, 'OPERATION_NOT_ALLOWED', t('errors.stream.subscriptionsOnly'), {
        allow: 'PUT, POST, DELETE',
      });
    if (selectionCost(document, operation) > limits.subscriptionCost)
      return streamError(
        400,
        'SUBSCRIPTION_TOO_COSTLY',
        t('errors.stream.tooCostly', {
          limit: limits.subscriptionCost,
        }),
      );
    let contextValue: unknown;
    try {
      contextValue = await enveloped.contextFactory();
    } catch (error) {
      // A refusal of the request (ACCOUNT_BLOCKED, IP_BLOCKED…) reaches the client on
      // the stream as the operation's result, with its code.
      if (!isGraphQLError(error)) throw error;
      const refused: ExecutionResult = {
        data: null,
        errors: [new GraphQLError(error.message, { extensions: { code: error.extensions.code } })],
      };
      return refused;
    }
    return enveloped.subscribe({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    });
  }

  /** Ends a reservation that was never opened: graphql-sse disposes a stream (and
   * completes its operations) only when its reader goes away, so open it and go away. */
  async function dropReservation(key: string) {
    const entry = registry.get(key);
    if (!entry || entry.open) return;
    registry.remove(key);
    const closer = new fetchAPI.Request(`http://stream.internal${options.path}`, {
      method: 'GET',
      headers: { accept: 'text/event-stream' },
    });
    requests.set(closer, {
      ...entry,
      serverContext: {},
      t: createTranslate('en'),
      key,
      internal: true,
    });
    const response = await handle(closer);
    await response.body?.cancel();
  }

  function afterHandled(raw: Request, info: StreamRequest, response: Response): Response {
    const key = info.key;
    if (!key) return response;
    if (raw.method === 'PUT' && response.status === 201) {
      const entry = registry.add(key, info.owner, info.address);
      entry.drop = () => void dropReservation(key);
      entry.expiry = setTimeout(entry.drop, limits.reservationMs);
      entry.expiry.unref?.();
      return response;
    }
    const entry = registry.get(key);
    if (raw.method === 'GET' && response.status === 200 && response.body && entry) {
      registry.opened(key);
      const live = wrapEventStream(response.body, {
        keepAliveMs: limits.keepAliveMs,
        onDelivered: () => registry.eventDelivered(key),
        onEnded: () => registry.remove(key),
      });
      entry.drop = () => live.end();
      // A reader that went away (a closed tab) frees its place now: waiting for the next
      // keep-alive to fail would hold it against the fan's cap, refusing their new tab.
      raw.signal?.addEventListener('abort', () => live.end(), { once: true });
      const headers = new Headers(response.headers);
      headers.set(KEEP_ALIVE_HEADER, String(limits.keepAliveMs));
      return new fetchAPI.Response(live.body, { status: 200, headers });
    }
    if (key.startsWith('distinct:')) registry.remove(key);
    if (raw.method === 'POST' && response.status !== 202 && info.operationId !== undefined)
      entry?.operations.delete(info.operationId);
    if (raw.method === 'DELETE' && response.status === 200) {
      const operationId = new URL(raw.url).searchParams.get('operationId');
      if (operationId) entry?.operations.delete(operationId);
    }
    return response;
  }

  async function respond(request: Request, serverContext: ServerContext): Promise<Response> {
    const t = createTranslate(languageOf(request.headers));
    const tooLarge = () =>
      toFetchResponse(
        fetchAPI,
        streamError(
          413,
          'PAYLOAD_TOO_LARGE',
          t('errors.stream.bodyTooLarge', {
            limit: limits.bodyBytes / 1024,
          }),
          { connection: 'close' },
        ),
      );
    let handled = request;
    let operationId: string | undefined;
    if (request.method === 'POST') {
      const body = await readLimitedBody(request, limits.bodyBytes);
      if (body === null) return tooLarge();
      operationId = operationIdOf(body);
      handled = new fetchAPI.Request(request.url, {
        method: 'POST',
        headers: request.headers,
        body,
      });
    } else if (declaresTooLargeBody(request, limits.bodyBytes)) {
      return tooLarge();
    }
    const address =
      clientAddress(
        {
          forwardedFor: request.headers.get('x-forwarded-for'),
          remoteAddress: serverContext.req?.socket?.remoteAddress,
        },
        options.trustProxy,
      ) ?? 'unknown';
    if (request.method === 'PUT') {
      const retryAfterSeconds = await reserve(address);
      if (retryAfterSeconds !== null) {
        return toFetchResponse(
          fetchAPI,
          streamError(429, 'TOO_MANY_REQUESTS', t('errors.stream.tooManyReservations'), {
            'retry-after': String(retryAfterSeconds),
          }),
        );
      }
    }
    // A stale token reserves as its address; the operations then ask the app to refresh it.
    const checked = await options.verifier.check(request.headers.get('authorization'));
    const identity = 'stale' in checked ? null : checked.identity;
    const info: StreamRequest = {
      owner: identity ? `uid:${identity.uid}` : `address:${address}`,
      address,
      serverContext,
      t,
      operationId,
    };
    requests.set(handled, info);
    const response = await handle(handled);
    return afterHandled(handled, info, response);
  }

  return {
    onYogaInit({ yoga }) {
      fetchAPI = yoga.fetchAPI;
      handle = createHandler(
        {
          authenticate: (req) => authenticate(req.raw),
          onSubscribe: (req, params) => prepare(yoga, req.raw, params),
          onNext(_context, req) {
            const key = requests.get(req.raw)?.key;
            if (key) registry.eventQueued(key);
          },
          onComplete(_context, req) {
            const info = requests.get(req.raw);
            const entry = info?.key ? registry.get(info.key) : undefined;
            if (info?.operationId !== undefined) entry?.operations.delete(info.operationId);
          },
        },
        yoga.fetchAPI,
      );
    },
    async onRequest({ request, url, endResponse, serverContext }) {
      if (url.pathname !== options.path) return;
      endResponse(await respond(request, serverContext as ServerContext));
    },
  };
}
