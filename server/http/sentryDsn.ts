// A Sentry DSN (https://<public key>@<host>[/<path>]/<project id>) and the ingest URL its
// envelopes go to.

export interface SentryDsn {
  /** host[:port], compared as is. */
  host: string;
  projectId: string;
  /** https://<host>[/<path>]/api/<project id>/envelope/ (the DSN's own scheme). */
  envelopeUrl: string;
}

export class InvalidSentryDsnError extends Error {
  constructor(dsn: string) {
    super(`Invalid Sentry DSN "${dsn}": expected https://<key>@<host>/<project id>.`);
    this.name = 'InvalidSentryDsnError';
  }
}

/** The parsed DSN, or null when the text is not one. */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || !url.host) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    host: url.host,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
  };
}

/** For configuration read at start: a wrong DSN stops the server with a clear message. */
export function requireSentryDsn(dsn: string): SentryDsn {
  const parsed = parseSentryDsn(dsn);
  if (!parsed) throw new InvalidSentryDsnError(dsn);
  return parsed;
}
