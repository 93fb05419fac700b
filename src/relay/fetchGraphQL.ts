// The Relay fetch function of data calls (spec §7): queries and mutations over HTTP to
// <host>/graphql, wrapped in the two retry layers of retry.ts.
import {
  Observable,
  type FetchFunction,
  type GraphQLSingularResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { accessBlockedCodeOf, accessBlockedCodeOfText } from './accessBlocked';
import { announceTermsAgreementRequired } from './termsAgreementRequired';
import { errorCodesOfText } from './errorCodes';
import {
  AccessBlockedError,
  AuthTokenExpiredError,
  NetworkError,
  ParseError,
  ServerError,
} from './errors';
import type { RequestHeaders } from './headers';
import type { OfflinePages } from './offlinePages';
import {
  isOperationRetryable,
  isTransportRetryAllowed,
  withOperationRetry,
  withTransportRetry,
} from './retry';

export interface FetchFunctionOptions {
  /** Absolute or same-origin URL of the GraphQL endpoint, e.g. /graphql. */
  endpoint: string;
  /** Called before every attempt, so each one carries a fresh ID token. */
  buildHeaders: () => Promise<RequestHeaders>;
  fetchFn?: typeof fetch;
  random?: () => number;
  /** Send queries as GET with the query string (cacheable by a CDN); mutations stay POST. */
  useGETForQueries?: boolean;
  /** Called once per operation the server refused (IP_BLOCKED / ACCOUNT_BLOCKED). */
  onAccessBlocked?: (error: AccessBlockedError) => void;
  /** True while the browser knows it is offline: network failures are then not retried. */
  isOffline?: () => boolean;
  /** What to do when the server no longer accepts the ID token (AUTH_TOKEN_EXPIRED). */
  session?: SessionRecovery;
  /** Keeps answers of readable pages and hands them back when the network fails. */
  offlinePages?: OfflinePages;
}

export interface SessionRecovery {
  /** Forces a fresh ID token; false when there is none to be had. */
  refreshIdToken(): Promise<boolean>;
  /** Signs the fan out and tells them why; later requests go out signed out. */
  end(): Promise<void>;
}

/** How much of an error response's body a ServerError keeps. */
const SERVER_ERROR_BODY_LIMIT = 2000;

interface HttpRequest {
  url: string;
  init: RequestInit;
}

function operationParams(
  request: RequestParameters,
  variables: Variables,
): Record<string, unknown> {
  // Persisted operations carry only their id; otherwise the text is sent (spec §7 body).
  return request.text == null && request.id != null
    ? { operationName: request.name, variables, documentId: request.id }
    : { operationName: request.name, variables, query: request.text };
}

export function buildHttpRequest(
  endpoint: string,
  request: RequestParameters,
  variables: Variables,
  headers: RequestHeaders,
  useGETForQueries: boolean,
): HttpRequest {
  const params = operationParams(request, variables);
  if (useGETForQueries && request.operationKind === 'query') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return {
      url: `${endpoint}?${search}`,
      init: { method: 'GET', headers, credentials: 'include' },
    };
  }
  return {
    url: `${endpoint}?${new URLSearchParams({ operationName: request.name })}`,
    init: { method: 'POST', headers, credentials: 'include', body: JSON.stringify(params) },
  };
}

/** Reads a fetch Response as one GraphQL payload, or throws the matching typed error. */
export async function readGraphQLResponse(response: Response): Promise<GraphQLSingularResponse> {
  if (response.status >= 300) {
    const body = await response.text().catch(() => '');
    const blocked = accessBlockedCodeOfText(body);
    if (blocked) throw new AccessBlockedError(blocked);
    if (response.status === 401 && errorCodesOfText(body).includes('AUTH_TOKEN_EXPIRED'))
      throw new AuthTokenExpiredError();
    throw new ServerError(
      response.status,
      response.statusText,
      body.slice(0, SERVER_ERROR_BODY_LIMIT),
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ParseError('the body is not JSON', { cause: error });
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    !('data' in body || 'errors' in body)
  ) {
    throw new ParseError('the body has neither data nor errors');
  }
  const blocked = accessBlockedCodeOf(body);
  if (blocked) throw new AccessBlockedError(blocked);
  if (text.includes('TermsAgreementRequiredError')) announceTermsAgreementRequired(body);
  return body as GraphQLSingularResponse;
}

export function createFetchFunction({
  endpoint,
  buildHeaders,
  fetchFn = (...args) => globalThis.fetch(...args),
  random = Math.random,
  useGETForQueries = false,
  onAccessBlocked,
  isOffline = () => globalThis.navigator?.onLine === false,
  session,
  offlinePages,
}: FetchFunctionOptions): FetchFunction {
  // One refresh (and at most one sign-out) for all the requests refused at the same time.
  let recovery: Promise<boolean> | undefined;
  const recoverSession = (): Promise<boolean> => {
    if (!session) return Promise.resolve(false);
    recovery ??= session
      .refreshIdToken()
      .catch(() => false)
      .finally(() => {
        recovery = undefined;
      });
    return recovery;
  };
  let ending: Promise<void> | undefined;
  const endSession = () => {
    ending ??= (session?.end() ?? Promise.resolve()).finally(() => {
      ending = undefined;
    });
    return ending;
  };

  return (request, variables, cacheConfig) =>
    Observable.create<GraphQLSingularResponse>((sink) => {
      const controller = new AbortController();
      const { signal } = controller;

      const sendOnce = async () => {
        const { url, init } = buildHttpRequest(
          endpoint,
          request,
          variables,
          await buildHeaders(),
          useGETForQueries,
        );
        let response: Response;
        try {
          response = await fetchFn(url, { ...init, signal });
        } catch (error) {
          if (signal.aborted) throw error;
          throw new NetworkError(error);
        }
        return readGraphQLResponse(response);
      };
      // A refused ID token: refresh it once and send again; if that does not help, the
      // session is over: sign out (with a message) and send as signed out.
      const sendWithSession = async () => {
        try {
          return await sendOnce();
        } catch (error) {
          if (!(error instanceof AuthTokenExpiredError) || !session) throw error;
        }
        if (await recoverSession()) {
          try {
            return await sendOnce();
          } catch (error) {
            if (!(error instanceof AuthTokenExpiredError)) throw error;
          }
        }
        await endSession();
        return sendOnce();
      };
      const runLayer1 = () =>
        withTransportRetry(sendWithSession, {
          retryable: isTransportRetryAllowed(request, variables),
          random,
          signal,
          isOffline,
        });

      withOperationRetry(runLayer1, {
        retryable: isOperationRetryable(request, variables, cacheConfig),
        random,
        signal,
        isOffline,
      })
        .then(
          (response) => {
            offlinePages?.save(request, variables, response);
            return response;
          },
          async (error: unknown) => {
            // Unreachable: a page the fan read before answers as it was then (offline reading).
            const saved =
              error instanceof NetworkError && !signal.aborted
                ? await offlinePages?.load(request, variables)
                : null;
            if (!saved) throw error;
            return {
              ...saved.response,
              extensions: { ...saved.response.extensions, savedAt: saved.savedAt },
            };
          },
        )
        .then(
          (response) => {
            if (signal.aborted) return;
            sink.next(response);
            sink.complete();
          },
          (error: unknown) => {
            if (signal.aborted) return;
            if (error instanceof AccessBlockedError) onAccessBlocked?.(error);
            sink.error(error instanceof Error ? error : new Error(String(error)));
          },
        );
      // Relay unsubscribes when the query is no longer needed: stop waiting and fetching.
      return () => controller.abort();
    });
}
