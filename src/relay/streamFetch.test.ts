import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStreamFetch, StreamSilentError } from './streamFetch';

const encoder = new TextEncoder();

/** An event stream the test writes to; it never ends on its own. */
function openEventStream(keepAliveMs?: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const headers: Record<string, string> = { 'content-type': 'text/event-stream' };
  if (keepAliveMs) headers['x-stream-keep-alive-ms'] = String(keepAliveMs);
  return {
    response: new Response(body, { status: 200, headers }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

async function openWatched(keepAliveMs?: number) {
  const stream = openEventStream(keepAliveMs);
  const onOperationAccepted = vi.fn();
  const watchedFetch = createStreamFetch(async () => stream.response, { onOperationAccepted });
  const response = await watchedFetch('/stream', {
    method: 'GET',
    headers: { accept: 'text/event-stream' },
  });
  const reader = response.body!.getReader();
  const outcome = { error: undefined as unknown, chunks: 0 };
  void (async () => {
    try {
      for (;;) {
        const { done } = await reader.read();
        if (done) return;
        outcome.chunks += 1;
      }
    } catch (error) {
      outcome.error = error;
    }
  })();
  return { ...stream, outcome };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createStreamFetch', () => {
  it('fails a stream silent for two keep-alive intervals (as the server states them)', async () => {
    const { outcome } = await openWatched(1000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(StreamSilentError);
  });

  it('keeps a stream that carries keep-alives alive, and waits 30 s by default', async () => {
    const stated = await openWatched(1000);
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(1500);
      stated.send(': keep-alive\n\n');
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(stated.outcome.error).toBeUndefined();
    expect(stated.outcome.chunks).toBe(10);

    const unstated = await openWatched();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(unstated.outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(unstated.outcome.error).toBeInstanceOf(StreamSilentError);
  });

  it('reports an operation the server accepted, and nothing else', async () => {
    const onOperationAccepted = vi.fn();
    const statuses = [202, 404, 201];
    const watchedFetch = createStreamFetch(
      async () => new Response(null, { status: statuses.shift() }),
      { onOperationAccepted },
    );
    await watchedFetch('/stream', { method: 'POST' });
    await watchedFetch('/stream', { method: 'POST' });
    await watchedFetch('/stream', { method: 'PUT' });
    expect(onOperationAccepted).toHaveBeenCalledTimes(1);
  });
});
