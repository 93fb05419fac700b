// The two retry layers of data calls (spec §9).
//
// Layer 1, transport retry (withTransportRetry): one logical request is sent up to
// TRANSPORT_MAX_ATTEMPTS (5) times in total when the transport failed in a way that may
// pass: a NetworkError, or a ServerError with status 408, 429 or 5xx. Before attempt
// n+1 it waits transportRetryDelay(n) = 300 ms · 2^(n-1) · jitter, jitter in [0.5, 1.5)
// (nominally 300, 600, 1200, 2400 ms). Queries may always be retried here. A mutation
// only when variables.input.clientMutationId is set: the identical variables are sent
// again, so the server recognises the id and never applies the mutation twice.
// Subscriptions never travel through this layer (see stream.ts).
//
// Layer 2, operation retry (withOperationRetry): an operation marked retryable is run again — the whole of layer 1 included —
// at most OPERATION_MAX_RETRIES (3) more times while it still fails with a transport error
// (any GraphQLTransportError, whatever its status, but an access refusal) or answers
// GraphQL errors without data. Before run k+1 it waits operationRetryDelay(k) = 1000 ms · 2^(k-1) · jitter.
// Marked retryable (isOperationRetryable): every idempotent operation — queries, and
// mutations carrying a clientMutationId (the server replays the first result) — unless the
// caller says otherwise with cacheConfig.metadata.retryable (true marks any operation,
// a promise that running it again is harmless; false opts out). After the last run the
// last failure is handed to Relay unchanged.
//
// Neither layer retries a network failure while the browser says it is offline
// (navigator.onLine false): the app shows its cached data or the offline state at once
// and loads again on the `online` event, instead of ~4.5 s of hopeless attempts.
import type {
  CacheConfig,
  GraphQLSingularResponse,
  RequestParameters,
  Variables,
} from 'relay-runtime';
import { AccessBlockedError, GraphQLTransportError, NetworkError, ServerError } from './errors';

export const TRANSPORT_MAX_ATTEMPTS = 5;
export const TRANSPORT_INITIAL_DELAY_MS = 300;
export const OPERATION_MAX_RETRIES = 3;
export const OPERATION_RETRY_INITIAL_DELAY_MS = 1000;

/** A random multiplier in [0.5, 1.5) so that many clients do not retry in lockstep. */
export function jitter(random: () => number): number {
  return 0.5 + random();
}

/** Wait before the next transport attempt, after attempt number `failedAttempt` (1-based) failed. */
export function transportRetryDelay(failedAttempt: number, random: () => number): number {
  return Math.round(TRANSPORT_INITIAL_DELAY_MS * 2 ** (failedAttempt - 1) * jitter(random));
}

/** Wait before operation retry number `retryNumber` (1-based). */
export function operationRetryDelay(retryNumber: number, random: () => number): number {
  return Math.round(OPERATION_RETRY_INITIAL_DELAY_MS * 2 ** (retryNumber - 1) * jitter(random));
}

export function isRetryableTransportFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ServerError)
    return error.status >= 500 || error.status === 408 || error.status === 429;
  return false;
}

/** Whether layer 1 may send this operation more than once. */
export function isTransportRetryAllowed(
  request: Pick<RequestParameters, 'operationKind'>,
  variables: Variables,
): boolean {
  if (request.operationKind === 'query') return true;
  if (request.operationKind === 'mutation') {
    const input: unknown = variables.input;
    const clientMutationId =
      typeof input === 'object' && input !== null
        ? (input as Record<string, unknown>).clientMutationId
        : undefined;
    return typeof clientMutationId === 'string' && clientMutationId.length > 0;
  }
  return false;
}

export function isMarkedRetryable(cacheConfig: CacheConfig | undefined): boolean {
  return cacheConfig?.metadata?.retryable === true;
}

/** Whether layer 2 may run this operation again (see the top of this file). */
export function isOperationRetryable(
  request: Pick<RequestParameters, 'operationKind'>,
  variables: Variables,
  cacheConfig: CacheConfig | undefined,
): boolean {
  const mark: unknown = cacheConfig?.metadata?.retryable;
  if (typeof mark === 'boolean') return mark;
  return isTransportRetryAllowed(request, variables);
}

export function hasErrorsWithoutData(response: GraphQLSingularResponse): boolean {
  const errors: unknown = 'errors' in response ? response.errors : undefined;
  return response.data == null && Array.isArray(errors) && errors.length > 0;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  /** Whether this layer may try more than once at all. */
  retryable: boolean;
  random: () => number;
  signal?: AbortSignal;
  /** True while the browser knows it has no connection. */
  isOffline?: () => boolean;
}

function isOfflineNetworkFailure(error: unknown, isOffline?: () => boolean): boolean {
  return error instanceof NetworkError && (isOffline?.() ?? false);
}

export async function withTransportRetry<T>(
  send: () => Promise<T>,
  { retryable, random, signal, isOffline }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const mayRetry =
        retryable &&
        attempt < TRANSPORT_MAX_ATTEMPTS &&
        isRetryableTransportFailure(error) &&
        !isOfflineNetworkFailure(error, isOffline) &&
        !signal?.aborted;
      if (!mayRetry) throw error;
      await sleep(transportRetryDelay(attempt, random), signal);
    }
  }
}

export async function withOperationRetry(
  run: () => Promise<GraphQLSingularResponse>,
  { retryable, random, signal, isOffline }: RetryOptions,
): Promise<GraphQLSingularResponse> {
  const maxRetries = retryable ? OPERATION_MAX_RETRIES : 0;
  for (let retry = 0; ; retry += 1) {
    const isLastRun = retry >= maxRetries;
    try {
      const response = await run();
      if (isLastRun || !hasErrorsWithoutData(response)) return response;
    } catch (error) {
      // Other errors (e.g. a missing tenant id) are mistakes that another run cannot fix;
      // nor does running again lift an access refusal.
      if (
        isLastRun ||
        !(error instanceof GraphQLTransportError) ||
        error instanceof AccessBlockedError ||
        isOfflineNetworkFailure(error, isOffline) ||
        signal?.aborted
      )
        throw error;
    }
    await sleep(operationRetryDelay(retry + 1, random), signal);
  }
}
