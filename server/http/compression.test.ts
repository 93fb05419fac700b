// Compressed text responses: brotli or gzip as the client accepts, raw otherwise.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { pickEncoding } from './compression';

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const call = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', fail);
    call.end();
  });
}

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, for text types worth compressing', () => {
    expect(pickEncoding('gzip, deflate, br', 'text/javascript', 5000)).toBe('br');
    expect(pickEncoding('gzip, br;q=0', 'text/javascript', 5000)).toBe('gzip');
    expect(pickEncoding('identity', 'text/javascript', 5000)).toBeNull();
    expect(pickEncoding('br', 'image/png', 5000)).toBeNull();
    expect(pickEncoding('br', 'text/css', 100)).toBeNull();
    expect(pickEncoding(undefined, 'text/html', 5000)).toBeNull();
  });
});

describe('compressed pages', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite');
  });
  afterAll(() => server?.close());

  it('sends the page brotli- or gzip-compressed, or raw, as asked', async () => {
    const page = `${server.url}/share/tea-party`;
    const br = await rawGet(page, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    // Each response has its own CSP nonce; the rest is the same page.
    const sameNonce = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
    const html = sameNonce(brotliDecompressSync(br.body).toString('utf8'));
    expect(html).toContain('<meta property="og:title" content="王子と人形のお茶会" />');
    const gz = await rawGet(page, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameNonce(gunzipSync(gz.body).toString('utf8'))).toBe(html);
    const raw = await rawGet(page, { accept: 'text/html' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(sameNonce(raw.body.toString('utf8'))).toBe(html);
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
  });
});
