// Renders a page's element to one HTML string once every Suspense boundary is ready, or gives
// up after a deadline.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

// React 18.3's server renderer (Fizz) packs the HTML into 2048-byte views. When a multi-byte
// character does not fit at a view's end, it starts a new view but still sends the whole old
// one, unwritten bytes included: one to three NUL bytes land in the page (fixed upstream in
// React 19, facebook/react#26228, not in 18). Browsers drop a NUL in text but turn one in an
// attribute into U+FFFD, so a Japanese aria-label or title could read "今��日". React 18 stays
// (recoil 0.7.7 needs it), so the collected chunks are trimmed here.

/** The size of the views React 18's Node server renderer writes (VIEW_SIZE in Fizz). */
const FIZZ_VIEW_SIZE = 2048;

/**
 * A chunk as written: a full view loses the NUL bytes it ends with, which are never part of
 * the page (React writes no NUL of its own, and a fan's NUL is refused on input).
 */
function withoutUnwrittenViewBytes(chunk: Buffer): Buffer {
  if (chunk.length !== FIZZ_VIEW_SIZE) return chunk;
  let end = chunk.length;
  // A UTF-8 character is at most 4 bytes, so at most 3 bytes are left unwritten.
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/**
 * How long a page may take to render on the server. A page whose data is slower than this
 * is given up (its queries aborted) and the server sends the page for the browser to draw
 * itself: a fan waits no longer for a slow query than they would have without server
 * rendering.
 */
const SERVER_RENDER_TIMEOUT_MS = 3_000;

class ServerRenderTimeoutError extends Error {
  constructor(url: string) {
    super(`Rendering ${url} on the server took longer than ${SERVER_RENDER_TIMEOUT_MS} ms`);
    this.name = 'ServerRenderTimeoutError';
  }
}

/** Renders `element` once everything in it is ready (all Suspense boundaries resolved). */
export function renderComplete(
  element: React.ReactElement,
  url: string,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(withoutUnwrittenViewBytes(chunk)));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let finished = false;
    const timer = setTimeout(() => {
      if (finished) return;
      finished = true;
      reject(new ServerRenderTimeoutError(url));
      stream.abort();
    }, SERVER_RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        finished = true;
        clearTimeout(timer);
        reject(error);
      },
      // Aborting reports each unfinished boundary: the timeout itself is the one report.
      onError: (error) => {
        if (!finished) onError(error);
      },
    });
  });
}
