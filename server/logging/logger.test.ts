// Server logs are JSON lines without secrets: no tokens, uids or query strings in plain
// text, and no line longer than a bound, whatever is logged.
import { describe, expect, it } from 'vitest';
import { mintEmulatorIdToken } from '../testing/emulatorToken';
import { startPageServer } from '../testing/pageServer';
import { createLogger, hashedId, MAX_LOGGED_STRING, toLogger, yogaLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'debug' }, { write: (line: string) => lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line)) };
}

const token = mintEmulatorIdToken({ projectId: 'demo-x', uid: 'secret-uid-123' });

describe('the server logger', () => {
  it('writes JSON lines with the level and message', () => {
    const { logger, parsed } = capture();
    logger.info({ reqId: 'r-1' }, 'hello');
    expect(parsed()[0]).toMatchObject({ level: 30, reqId: 'r-1', msg: 'hello' });
  });

  it('never writes a token, a cookie, an authorization header or a uid in plain text', () => {
    const { logger, lines } = capture();
    logger.warn({ authorization: `Bearer ${token}`, cookie: `garden_session=${token}` }, 'a');
    logger.warn({ uid: 'secret-uid-123', nested: { authUid: 'secret-uid-123' } }, 'b');
    logger.warn(`token in a message: ${token}`);
    logger.warn({ err: new Error(`verify failed for ${token}`) }, 'c');
    yogaLogger(logger).error('yoga says', new Error(`bad ${token}`));
    const text = lines.join('\n');
    expect(text).not.toContain(token.split('.')[1]);
    expect(text).not.toContain('secret-uid-123');
    expect(text).toContain(hashedId('secret-uid-123'));
    expect(text).toContain('[redacted]');
  });

  it('drops query strings from logged paths and URLs', () => {
    const { logger, lines } = capture();
    logger.info({ path: '/graphql?query=secret&variables=x', url: '/stream?token=abc' }, 'req');
    expect(lines.join('')).not.toMatch(/secret|token=abc/);
  });

  it('bounds every line', () => {
    const { logger, lines } = capture();
    logger.error({ body: 'x'.repeat(500_000) }, 'y'.repeat(500_000));
    expect(lines[0].length).toBeLessThan(3 * MAX_LOGGED_STRING);
  });

  it('writes through a console-like logger, scrubbed the same way', () => {
    const seen: string[] = [];
    const logger = toLogger({
      debug: () => undefined,
      info: () => undefined,
      warn: (line: string) => seen.push(line),
      error: () => undefined,
    });
    logger.warn({ uid: 'secret-uid-123' }, 'seen');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('secret-uid-123');
  });
});

describe('request ids', () => {
  it('are sent with every response', async () => {
    const server = await startPageServer('pglite');
    try {
      const first = (await server.get('/')).headers.get('x-request-id');
      const second = (await server.get('/')).headers.get('x-request-id');
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).not.toBe(first);
    } finally {
      await server.close();
    }
  });
});
