// Subscriptions over the graphql-sse stream at <host>/stream (spec §7, §4).
//
// Two layers keep a subscription alive:
// 1. graphql-sse itself, in single connection mode (PUT for a token, POST per operation,
//    DELETE to stop), reconnects a broken stream. Its own budget is reset only when an
//    event arrives, so after a few quiet drops the first retry came later each time;
//    here the budget is ours: STREAM_RETRY_ATTEMPTS (5) per outage, reset as soon as a
//    connection is established, waiting streamReconnectDelay(n) = 1000 ms · 2^n + a
//    random 300..3000 ms. A stream silent for two keep-alive intervals counts as broken
//    (streamFetch.ts).
// 2. When an outage outlasts that budget or the operation errors, this module
//    subscribes it again, without limit, after resubscribeDelay(attempt) = a random
//    0..10 s × attempt (attempt counts consecutive failures and restarts at 0 once an
//    event arrives). A client whose budget is spent is retired: operations move to a
//    fresh client and the old one is disposed once its last operation is gone.
//
// graphql-sse never replays events missed while the stream was down, so `onReconnected`
// fires when something may have been missed — graphql-sse reconnected, a replacement
// client connected for the first time, or an operation was subscribed again — and only
// once the server accepted an operation on the new connection: the page's catch-up query
// then runs after the subscription is back, and Relay merges the two by node id.
//
// `onStatus` tells the shell how the stream is (the connection banner): 'reconnecting'
// from the first retry, 'paused' once the retries of an outage are spent (the slow resubscribe
// loop goes on quietly; `retryNow()` skips its wait), 'live' when a connection is up.
import {
  createClient as createSseClient,
  NetworkError as SseNetworkError,
  type Client,
  type ClientOptions,
  type RequestParams,
} from 'graphql-sse';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { RequestHeaders } from './headers';
import { sleep } from './retry';
import type { AccessBlockedCode } from '../../common/accessBlocked';
import { accessBlockedCodeOf } from './accessBlocked';
import { errorCodesOf } from './errorCodes';
import { AccessBlockedError } from './errors';
import { createStreamFetch } from './streamFetch';

/** The reconnect budget of one outage is spent. */
export class StreamRetriesExhaustedError extends Error {
  constructor() {
    super(`The stream did not come back after ${STREAM_RETRY_ATTEMPTS} attempts`);
    this.name = 'StreamRetriesExhaustedError';
  }
}

export const STREAM_RETRY_ATTEMPTS = 5;
export const STREAM_RETRY_BASE_DELAY_MS = 1000;
export const STREAM_RETRY_RANDOM_MIN_MS = 300;
export const STREAM_RETRY_RANDOM_MAX_MS = 3000;
export const RESUBSCRIBE_DELAY_STEP_MS = 10_000;

/** graphql-sse's wait before reconnect number `retries` (0-based). */
export function streamReconnectDelay(retries: number, random: () => number): number {
  const extra =
    STREAM_RETRY_RANDOM_MIN_MS +
    random() * (STREAM_RETRY_RANDOM_MAX_MS - STREAM_RETRY_RANDOM_MIN_MS);
  return STREAM_RETRY_BASE_DELAY_MS * 2 ** retries + Math.floor(extra);
}

/** Wait before subscribing an operation again after its `attempt`-th consecutive failure (1-based). */
export function resubscribeDelay(attempt: number, random: () => number): number {
  return Math.floor(random() * RESUBSCRIBE_DELAY_STEP_MS * attempt);
}

export type StreamStatus = 'live' | 'reconnecting' | 'paused';

export type StreamClientFactory = (options: ClientOptions<true>) => Client<true>;

export interface StreamOptions {
  /** Absolute or same-origin URL of the stream endpoint, e.g. /stream. */
  url: string;
  /** Called for every connection, so a reconnect carries a fresh ID token. */
  buildHeaders: () => Promise<RequestHeaders>;
  onReconnected: () => void;
  onStatus?: (status: StreamStatus) => void;
  /** Forces a fresh ID token; an operation refused with AUTH_TOKEN_EXPIRED is then sent again. */
  refreshIdToken?: () => Promise<boolean>;
  random?: () => number;
  fetchFn?: typeof fetch;
  /** graphql-sse's createClient; tests pass a fake. */
  createClient?: StreamClientFactory;
  /** The server refused this network or account, or ended a subscription for that reason. */
  onAccessBlocked?: (error: AccessBlockedError) => void;
}

export interface StreamSubscriber {
  subscribe: SubscribeFunction;
  /** Subscribes every operation that waits for its next attempt now. */
  retryNow(): void;
  /**
   * The viewer changed (signed in or out): graphql-sse sends a connection's operations with
   * the headers it connected with, so a new connection takes the operations over, each
   * then read as the new viewer; a catch-up follows as after any reconnect.
   */
  renewConnection(): void;
  dispose(): void;
}

interface ClientSlot {
  client: Client<true>;
  operations: number;
  retired: boolean;
  /** Announce a reconnect once the server accepts the next operation. */
  reconnectPending: boolean;
}

export function createSubscribeFunction({
  url,
  buildHeaders,
  onReconnected,
  onStatus = () => undefined,
  refreshIdToken,
  random = Math.random,
  fetchFn = (...args) => globalThis.fetch(...args),
  createClient = createSseClient,
  onAccessBlocked,
}: StreamOptions): StreamSubscriber {
  // Reported once: every operation of the stream is refused at the same time.
  let accessBlocked = false;
  const reportAccessBlocked = (code: AccessBlockedCode) => {
    if (accessBlocked) return;
    accessBlocked = true;
    onAccessBlocked?.(new AccessBlockedError(code));
  };
  const slots = new Set<ClientSlot>();
  let current: ClientSlot | undefined;
  let disposed = false;
  let status: StreamStatus = 'live';
  const setStatus = (next: StreamStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  // The operations waiting for their next attempt, and how to start each at once.
  const waiting = new Set<() => void>();
  // How to move each running operation to a new connection.
  const running = new Set<() => void>();

  const openClient = (isReplacement: boolean): ClientSlot => {
    let connectedBefore = false;
    // Reconnects tried in the current outage.
    let failedAttempts = 0;
    const slot = { operations: 0, retired: false, reconnectPending: false } as ClientSlot;
    slot.client = createClient({
      url,
      singleConnection: true,
      credentials: 'include',
      headers: () => buildHeaders(),
      fetchFn: createStreamFetch(fetchFn, {
        onOperationAccepted: () => {
          if (!slot.reconnectPending) return;
          slot.reconnectPending = false;
          onReconnected();
        },
        onAccessBlocked: reportAccessBlocked,
      }),
      // The budget is enforced by `retry` below, per outage.
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: async () => {
        if (failedAttempts >= STREAM_RETRY_ATTEMPTS) throw new StreamRetriesExhaustedError();
        // Once paused, the banner stays paused until a connection is up again.
        if (status === 'live') setStatus('reconnecting');
        const delay = streamReconnectDelay(failedAttempts, random);
        failedAttempts += 1;
        await sleep(delay);
      },
      on: {
        connected: (reconnected) => {
          failedAttempts = 0;
          setStatus('live');
          if (reconnected || (isReplacement && !connectedBefore)) slot.reconnectPending = true;
          connectedBefore = true;
        },
      },
    });
    slots.add(slot);
    return slot;
  };

  const disposeIfDrained = (slot: ClientSlot) => {
    if (!slot.retired || slot.operations > 0) return;
    slot.client.dispose();
    slots.delete(slot);
  };

  const acquire = (): ClientSlot => {
    if (!current || current.retired) current = openClient(current !== undefined);
    current.operations += 1;
    return current;
  };

  const release = (slot: ClientSlot) => {
    slot.operations -= 1;
    disposeIfDrained(slot);
  };

  const retire = (slot: ClientSlot) => {
    slot.retired = true;
    disposeIfDrained(slot);
  };

  const subscribe: SubscribeFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (disposed) {
        sink.complete();
        return undefined;
      }
      if (request.text == null) {
        sink.error(
          new Error(`Subscription ${request.name} has no query text to send to the stream.`),
        );
        return undefined;
      }
      const params: RequestParams = { query: request.text, variables, operationName: request.name };
      let stopped = false;
      let attempt = 0;
      // Whether the last start followed a token refresh (refresh once per refusal).
      let afterRefresh = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopCurrent: (() => void) | undefined;

      const start = (afterFailure: boolean) => {
        const slot = acquire();
        if (afterFailure) slot.reconnectPending = true;
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          stopCurrent = undefined;
          release(slot);
        };
        const unsubscribe = slot.client.subscribe(params, {
          next: (result) => {
            const blocked = accessBlockedCodeOf(result);
            if (blocked) {
              // Blocked while subscribed: the server ended the subscription; no retry helps.
              stopped = true;
              stopCurrent?.();
              reportAccessBlocked(blocked);
              sink.complete();
              return;
            }
            if (errorCodesOf(result).includes('AUTH_TOKEN_EXPIRED')) {
              // The server no longer accepts the token this operation went out with.
              stopCurrent?.();
              if (refreshIdToken && !afterRefresh) {
                afterRefresh = true;
                void refreshIdToken()
                  .catch(() => false)
                  .then(() => {
                    if (!stopped && !disposed) start(true);
                  });
              } else {
                afterRefresh = false;
                scheduleResubscribe();
              }
              return;
            }
            attempt = 0;
            afterRefresh = false;
            sink.next(result as GraphQLResponse);
          },
          error: (error) => {
            if (stopped || ended) return;
            if (accessBlocked) {
              end();
              return sink.complete();
            }
            if (error instanceof SseNetworkError || error instanceof StreamRetriesExhaustedError) {
              retire(slot);
              setStatus('paused');
            }
            end();
            if (disposed) return sink.complete();
            scheduleResubscribe();
          },
          complete: () => {
            if (stopped || ended) return;
            end();
            sink.complete();
          },
        });
        stopCurrent = () => {
          unsubscribe();
          end();
        };
      };

      const resubscribe = () => {
        waiting.delete(resubscribe);
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        if (stopped || disposed) return;
        // The reconnect is announced once the server accepts the operation again.
        start(true);
      };
      const scheduleResubscribe = () => {
        attempt += 1;
        waiting.add(resubscribe);
        timer = setTimeout(resubscribe, resubscribeDelay(attempt, random));
      };

      const moveToNewConnection = () => {
        if (stopped || disposed || !stopCurrent) return;
        stopCurrent();
        start(true);
      };
      running.add(moveToNewConnection);
      start(false);
      return () => {
        stopped = true;
        running.delete(moveToNewConnection);
        waiting.delete(resubscribe);
        if (timer !== undefined) clearTimeout(timer);
        stopCurrent?.();
      };
    });

  return {
    subscribe,
    retryNow() {
      if (status === 'paused') setStatus('reconnecting');
      for (const resubscribe of [...waiting]) resubscribe();
    },
    renewConnection() {
      if (current) retire(current);
      for (const move of [...running]) move();
    },
    dispose() {
      disposed = true;
      waiting.clear();
      for (const slot of slots) slot.client.dispose();
      slots.clear();
      current = undefined;
    },
  };
}
