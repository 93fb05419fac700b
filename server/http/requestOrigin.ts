// The origin a page request was made to, for absolute URLs when the tenant has no
// siteUrl. Behind a trusted proxy its X-Forwarded-Proto/-Host name the public origin.
import type { IncomingMessage } from 'node:http';

function firstValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

export function requestOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const proto = forwardedProto ?? ('encrypted' in request.socket ? 'https' : 'http');
  const host = forwardedHost ?? request.headers.host ?? 'localhost';
  // A Host header is the client's to write: keep only what a host can contain.
  const safeHost = /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}
