// Subscriptions over the graphql-sse stream at <host>/stream (spec §7, §4).
//
// Two layers keep a subscription alive:
// 1. graphql-sse itself, in single connection mode (PUT for a token, POST per operation,
//    DELETE to stop), reconnects a broken stream STREAM_RETRY_ATTEMPTS (5) times, waiting
//    streamReconnectDelay(retries) = 1000 ms · 2^retries + a random 300..3000 ms.
// 2. When graphql-sse gives up on an operation or the operation errors, this module
//    subscribes it again, without limit, after resubscribeDelay(attempt) = a random
//    0..10 s × attempt (attempt counts consecutive failures and restarts at 0 once an
//    event arrives). graphql-sse keeps its spent retry budget for the whole client, so
//    after it gave up (a graphql-sse NetworkError) the client is retired: operations
//    move to a fresh client with a fresh budget and the old one is disposed once its
//    last operation is gone.
//
// graphql-sse never replays events missed while the stream was down, so `onReconnected`
// fires whenever something may have been missed: graphql-sse reconnected (on.connected
// with reconnected = true), a replacement client connected for the first time, or an
// operation was subscribed again. Pages then refetch (see useOnStreamReconnected).
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

export type StreamClientFactory = (options: ClientOptions<true>) => Client<true>;

export interface StreamOptions {
  /** Absolute or same-origin URL of the stream endpoint, e.g. /stream. */
  url: string;
  /** Called for every connection, so a reconnect carries a fresh ID token. */
  buildHeaders: () => Promise<RequestHeaders>;
  onReconnected: () => void;
  random?: () => number;
  fetchFn?: typeof fetch;
  /** graphql-sse's createClient; tests pass a fake. */
  createClient?: StreamClientFactory;
}

export interface StreamSubscriber {
  subscribe: SubscribeFunction;
  dispose(): void;
}

interface ClientSlot {
  client: Client<true>;
  operations: number;
  retired: boolean;
}

export function createSubscribeFunction({
  url,
  buildHeaders,
  onReconnected,
  random = Math.random,
  fetchFn,
  createClient = createSseClient,
}: StreamOptions): StreamSubscriber {
  const slots = new Set<ClientSlot>();
  let current: ClientSlot | undefined;
  let disposed = false;

  const openClient = (isReplacement: boolean): ClientSlot => {
    let connectedBefore = false;
    const client = createClient({
      url,
      singleConnection: true,
      credentials: 'include',
      headers: () => buildHeaders(),
      ...(fetchFn ? { fetchFn } : {}),
      retryAttempts: STREAM_RETRY_ATTEMPTS,
      retry: (retries) => sleep(streamReconnectDelay(retries, random)),
      on: {
        connected: (reconnected) => {
          const replacementUp = isReplacement && !connectedBefore;
          connectedBefore = true;
          if (reconnected || replacementUp) onReconnected();
        },
      },
    });
    const slot = { client, operations: 0, retired: false };
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
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopCurrent: (() => void) | undefined;

      const start = () => {
        const slot = acquire();
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          stopCurrent = undefined;
          release(slot);
        };
        const unsubscribe = slot.client.subscribe(params, {
          next: (result) => {
            attempt = 0;
            sink.next(result as GraphQLResponse);
          },
          error: (error) => {
            if (stopped || ended) return;
            if (error instanceof SseNetworkError) retire(slot);
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

      const scheduleResubscribe = () => {
        attempt += 1;
        timer = setTimeout(
          () => {
            timer = undefined;
            if (stopped || disposed) return;
            start();
            onReconnected();
          },
          resubscribeDelay(attempt, random),
        );
      };

      start();
      return () => {
        stopped = true;
        if (timer !== undefined) clearTimeout(timer);
        stopCurrent?.();
      };
    });

  return {
    subscribe,
    dispose() {
      disposed = true;
      for (const slot of slots) slot.client.dispose();
      slots.clear();
      current = undefined;
    },
  };
}
