// The fetch graphql-sse uses for /stream, watched:
// - an opened event stream that carries no bytes (events or the server's keep-alive
//   comments) for SILENT_KEEP_ALIVE_INTERVALS keep-alive intervals is dead — a half-open
//   connection, or a proxy that stopped forwarding — so it is failed, and graphql-sse
//   reconnects through its normal retry path. The server states its interval in the
//   x-stream-keep-alive-ms header (15 s by default);
// - an operation the server accepted (POST → 202) is reported, so a reconnect is
//   announced only once the subscription is in place again (then a catch-up query cannot
//   miss a message posted in between).
import type { AccessBlockedCode } from '../../common/accessBlocked';
import { accessBlockedCodeOfText } from './accessBlocked';

export const KEEP_ALIVE_HEADER = 'x-stream-keep-alive-ms';
export const DEFAULT_KEEP_ALIVE_MS = 15_000;
export const SILENT_KEEP_ALIVE_INTERVALS = 2;

export class StreamSilentError extends Error {
  constructor(silentMs: number) {
    super(`The stream carried nothing for ${silentMs} ms`);
    this.name = 'StreamSilentError';
  }
}

function keepAliveOf(response: Response): number {
  const stated = Number(response.headers.get(KEEP_ALIVE_HEADER));
  return Number.isFinite(stated) && stated > 0 ? stated : DEFAULT_KEEP_ALIVE_MS;
}

/** The body, failed once it has been silent for `silentMs`. */
function watchSilence(body: ReadableStream<Uint8Array>, silentMs: number) {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failSilent = () => {};
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => failSilent(), silentMs);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      failSilent = () => {
        controller.error(new StreamSilentError(silentMs));
        reader.cancel().catch(() => undefined);
      };
      arm();
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          clearTimeout(timer);
          controller.close();
          return;
        }
        arm();
        controller.enqueue(value);
      } catch (error) {
        clearTimeout(timer);
        controller.error(error);
      }
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}

function isEventStreamRequest(init: RequestInit | undefined): boolean {
  const accept = new Headers(init?.headers).get('accept');
  return (init?.method ?? 'GET') === 'GET' && accept === 'text/event-stream';
}

export function createStreamFetch(
  fetchFn: typeof fetch,
  hooks: {
    onOperationAccepted(): void;
    /** The server refused this network or account (a reservation or operation answered 403). */
    onAccessBlocked?(code: AccessBlockedCode): void;
  },
): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (init?.method === 'POST' && response.status === 202) hooks.onOperationAccepted();
    if (response.status === 403 && hooks.onAccessBlocked) {
      const code = accessBlockedCodeOfText(await response.clone().text());
      if (code) hooks.onAccessBlocked(code);
    }
    if (!isEventStreamRequest(init) || !response.ok || !response.body) return response;
    const silentMs = SILENT_KEEP_ALIVE_INTERVALS * keepAliveOf(response);
    return new Response(watchSilence(response.body, silentMs), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
