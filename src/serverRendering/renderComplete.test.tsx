// @vitest-environment node
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderComplete } from './renderComplete';

const TITLE = '今日も庭園へ';

/** Many short Japanese attributes, shifted by `offset` bytes so one straddles a 2048-byte view. */
function page(offset: number) {
  return (
    <main>
      <p>{'x'.repeat(offset)}</p>
      {Array.from({ length: 400 }, (_, index) => (
        <section key={index} aria-label={TITLE} />
      ))}
    </main>
  );
}

/** What React 18 sends, chunk by chunk, with nothing trimmed. */
function rawBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

describe('renderComplete', () => {
  it('sends no NUL byte where React 18 leaves part of a view unwritten', async () => {
    const offsets = [0, 1, 2];
    // The renderer's bug is real for these pages: some of them carry NUL bytes untrimmed.
    const raw = await Promise.all(offsets.map((offset) => rawBytes(page(offset))));
    expect(raw.some((bytes) => bytes.includes(0))).toBe(true);

    for (const offset of offsets) {
      const html = await renderComplete(page(offset), '/missions', () => undefined);
      expect(html).not.toContain('\u0000');
      expect(html.match(/aria-label="([^"]*)"/g)).toHaveLength(400);
      expect(new Set(html.match(/aria-label="([^"]*)"/g))).toEqual(
        new Set([`aria-label="${TITLE}"`]),
      );
    }
  });
});
