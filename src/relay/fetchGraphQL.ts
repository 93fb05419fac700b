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
import { AccessBlockedError, NetworkError, ParseError, ServerError } from './errors';
import type { RequestHeaders } from './headers';
import {
  isMarkedRetryable,
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
  return body as GraphQLSingularResponse;
}

export function createFetchFunction({
  endpoint,
  buildHeaders,
  fetchFn = (...args) => globalThis.fetch(...args),
  random = Math.random,
  useGETForQueries = false,
  onAccessBlocked,
}: FetchFunctionOptions): FetchFunction {
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
      const runLayer1 = () =>
        withTransportRetry(sendOnce, {
          retryable: isTransportRetryAllowed(request, variables),
          random,
          signal,
        });

      withOperationRetry(runLayer1, {
        retryable: isMarkedRetryable(cacheConfig),
        random,
        signal,
      }).then(
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
