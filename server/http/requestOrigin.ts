// The public origin of the site, for absolute URLs (og:url, hreflang, the sitemap, the app
// config) and for checking where a request came from. PUBLIC_URL names it; requests for
// any other host are refused. Without PUBLIC_URL (local runs), the origin a page request
// was made to is used; behind a trusted proxy its X-Forwarded-Proto/-Host name it.
import type { IncomingMessage } from 'node:http';

function firstValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/** PUBLIC_URL as an origin ("https://garden.example"), or undefined when unset. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.length > 1)
    throw new Error(`PUBLIC_URL must be an http(s) origin without a path, not "${value}"`);
  return url.origin;
}

export function requestOrigin(
  request: IncomingMessage,
  trustProxy: boolean,
  publicOrigin?: string,
): string {
  if (publicOrigin) return publicOrigin;
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const proto = forwardedProto ?? ('encrypted' in request.socket ? 'https' : 'http');
  const host = forwardedHost ?? request.headers.host ?? 'localhost';
  // A Host header is the client's to write: keep only what a host can contain.
  const safeHost = /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** With PUBLIC_URL set, only requests for its host are served (the others get 421). */
export function isPublicHost(
  request: IncomingMessage,
  trustProxy: boolean,
  publicOrigin: string | undefined,
): boolean {
  if (!publicOrigin) return true;
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const host = (forwardedHost ?? request.headers.host ?? '').toLowerCase();
  return host === new URL(publicOrigin).host;
}

/** Whether the page was served over https (HSTS is sent only then). */
export function servedOverHttps(
  request: IncomingMessage,
  trustProxy: boolean,
  publicOrigin: string | undefined,
): boolean {
  return requestOrigin(request, trustProxy, publicOrigin).startsWith('https:');
}
