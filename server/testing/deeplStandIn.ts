// A local stand-in for DeepL's REST API (POST /v2/translate, form-encoded as deepl-node
// sends it), for tests only: the garden's DeepL adapter talks to it through DEEPL_SERVER_URL
// as it would to DeepL. It "detects" Japanese by its script, and "translates" by tagging the
// text with the target language, so a test can tell a translation from the original.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEEPL_TEST_KEY = 'test-key:fx';

export interface DeepLStandIn {
  url: string;
  /** The texts asked to be translated, in order. */
  requests: { text: string; targetLang: string }[];
  close(): Promise<void>;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** `port` 0 (the default) takes any free port. */
export async function startDeepLStandIn(port = 0): Promise<DeepLStandIn> {
  const requests: DeepLStandIn['requests'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `DeepL-Auth-Key ${DEEPL_TEST_KEY}`)
        return json(403, { message: 'Wrong auth key' });
      if (request.method !== 'POST' || request.url !== '/v2/translate')
        return json(404, { message: 'Not found' });
      const form = new URLSearchParams(body);
      const targetLang = (form.get('target_lang') ?? '').toUpperCase();
      const translations = form.getAll('text').map((text) => {
        requests.push({ text, targetLang });
        const source = JAPANESE.test(text) ? 'JA' : 'EN';
        return {
          detected_source_language: source,
          text: source === targetLang.slice(0, 2) ? text : `[${targetLang}] ${text}`,
          billed_characters: text.length,
        };
      });
      json(200, { translations });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
