// Wraps graphql-sse's event-stream body: a keep-alive comment every interval (so a
// client can tell a silent, half-open connection from a quiet one), a count of the
// `next` events handed to the reader (the queue bound), and a way for the server to end
// the stream. It pulls from graphql-sse only as fast as the reader reads, so events
// wait in graphql-sse's queue, where the registry counts them.
const KEEP_ALIVE = new TextEncoder().encode(': keep-alive\n\n');
const NEXT_EVENT = new TextEncoder().encode('event: next');

function startsWith(chunk: Uint8Array, prefix: Uint8Array): boolean {
  if (chunk.byteLength < prefix.byteLength) return false;
  for (let i = 0; i < prefix.byteLength; i += 1) if (chunk[i] !== prefix[i]) return false;
  return true;
}

export interface LiveEventStream {
  body: ReadableStream<Uint8Array>;
  /** Ends the stream for the reader and releases graphql-sse's side. */
  end(): void;
}

export function wrapEventStream(
  source: ReadableStream<Uint8Array>,
  options: { keepAliveMs: number; onDelivered(): void; onEnded(): void },
): LiveEventStream {
  const upstream = source.getReader();
  let pinger: ReturnType<typeof setInterval> | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;

  const finish = (cancelUpstream: boolean) => {
    if (ended) return;
    ended = true;
    clearInterval(pinger);
    if (cancelUpstream) upstream.cancel().catch(() => undefined);
    options.onEnded();
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      pinger = setInterval(() => {
        try {
          controller.enqueue(KEEP_ALIVE);
        } catch {
          finish(true);
        }
      }, options.keepAliveMs);
    },
    async pull(controller) {
      try {
        const { done, value } = await upstream.read();
        if (ended) return;
        if (done) {
          finish(false);
          controller.close();
          return;
        }
        if (startsWith(value, NEXT_EVENT)) options.onDelivered();
        controller.enqueue(value);
      } catch (error) {
        finish(true);
        controller.error(error);
      }
    },
    cancel() {
      finish(true);
    },
  });

  return {
    body,
    end() {
      if (ended) return;
      finish(true);
      try {
        controllerRef?.close();
      } catch {
        // Already closed by the reader.
      }
    },
  };
}
