// Compressed responses for text files (JS, CSS, HTML, JSON, SVG, XML): brotli when the
// client accepts it, else gzip. Files are compressed once per version (path + mtime) and
// kept in memory, bounded; pages rendered per request are compressed as they go.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
// Below this, headers cost more than compression saves.
const MIN_BYTES = 1024;

export function pickEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): Encoding | null {
  if (size < MIN_BYTES || !compressible.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compress(
  body: Buffer,
  encoding: Encoding,
  level: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
  return brotli(body, {
    params: {
      // 9 is close to 11 in size at a fraction of the time (the first request waits for it).
      [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 9 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compressed file bodies by path, mtime and encoding; the oldest go past maxBytes. */
export function createCompressedFileCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;
  return (key: string, produce: () => Promise<Buffer>): Promise<Buffer> => {
    const cached = entries.get(key);
    if (cached) return cached;
    const pending = produce();
    entries.set(key, pending);
    pending.then(
      (body) => {
        sizes.set(key, body.length);
        total += body.length;
        for (const [oldKey, size] of sizes) {
          if (total <= maxBytes) break;
          entries.delete(oldKey);
          sizes.delete(oldKey);
          total -= size;
        }
      },
      () => entries.delete(key),
    );
    return pending;
  };
}
