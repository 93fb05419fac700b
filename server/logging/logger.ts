// The server's one logger: JSON lines (pino) with a bounded size, and nothing a reader of
// the logs must not see: ID tokens, session cookies and authorization headers are
// removed, uids are replaced by a short hash, and URLs lose their query string.
import { createHash } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Longest string kept in a log line; longer ones are cut. */
export const MAX_LOGGED_STRING = 1_000;
// A JWT (ID token, session cookie) anywhere in a message.
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const SECRET_KEYS = /^(authorization|cookie|set-cookie|token|idtoken|sessioncookie|password)$/i;

/** A uid as logs show it: the same fan gives the same hash, the uid itself never appears. */
export function hashedId(id: string): string {
  return `h:${createHash('sha256').update(id).digest('hex').slice(0, 12)}`;
}

/** A request path as logs show it: no query string, bounded. */
export function loggedPath(url: string | undefined): string {
  return boundString((url ?? '/').split('?')[0]);
}

function boundString(value: string): string {
  const clean = value.replace(JWT, '[token]');
  return clean.length > MAX_LOGGED_STRING
    ? `${clean.slice(0, MAX_LOGGED_STRING)}…(${clean.length} chars)`
    : clean;
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return boundString(value);
  if (value instanceof Error)
    return {
      type: value.name,
      message: boundString(value.message),
      code: (value as { code?: unknown }).code,
    };
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => scrub(item, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 3) return '[object]';
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .slice(0, 30)
        .map(([key, item]) => {
          if (SECRET_KEYS.test(key)) return [key, '[redacted]'];
          if (/^(uid|authUid|userId)$/.test(key) && typeof item === 'string')
            return [key, hashedId(item)];
          if (/^(url|path)$/.test(key) && typeof item === 'string') return [key, loggedPath(item)];
          return [key, scrub(item, depth + 1)];
        }),
    );
  }
  return value;
}

export function createLogger(
  options: { level?: string; name?: string } = {},
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      name: options.name ?? 'garden',
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: undefined,
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      hooks: {
        // Messages are scrubbed like fields: a message can carry an error's text.
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? boundString(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** The process's logger (tests and tools may create their own). */
export const serverLogger: Logger = createLogger();

/** yoga's logger ({debug,info,warn,error}(...args)) writing through ours. */
export function yogaLogger(logger: Logger) {
  const bridge =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const errors = args.filter((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => !(arg instanceof Error))
        .map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(scrub(arg))))
        .join(' ');
      logger[level]({ source: 'yoga', ...(errors[0] ? { err: errors[0] } : {}) }, text);
    };
  return {
    debug: bridge('debug'),
    info: bridge('info'),
    warn: bridge('warn'),
    error: bridge('error'),
  };
}

/** What callers may pass as a logger: ours, or a console-like object (tests). */
export type LoggerLike = Logger | Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

const LEVEL_METHODS: Record<number, 'debug' | 'info' | 'warn' | 'error'> = {
  10: 'debug',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'error',
};

/** Our logger over a console-like object: each scrubbed line goes to its level's method. */
export function toLogger(logger: LoggerLike | undefined): Logger {
  if (!logger) return serverLogger;
  if ('child' in logger && 'level' in logger) return logger;
  const target = logger;
  return createLogger(
    { level: 'debug' },
    {
      write(line: string) {
        const level = (JSON.parse(line) as { level?: number }).level ?? 30;
        target[LEVEL_METHODS[level] ?? 'info'](line.trimEnd());
      },
    },
  );
}
