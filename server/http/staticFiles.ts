// Serves the built app (dist/): hashed assets cached for a year, index.html never
// cached and carrying the runtime config, and index.html for the GET paths that accept
// HTML: with 200 for the pages the route manifest declares, 404 (the app draws its
// not-found page) for any other path, and a redirect for the declared redirects.
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pageLanguage } from '../seo/pageLanguage';
import { injectAppConfig, type InjectedAppConfig } from './appConfigScript';
import { compress, createCompressedFileCache, pickEncoding } from './compression';
import { createStylesheetInliner } from './inlinePageStylesheets';
import { paintBeforeScripts } from './paintBeforeScripts';
import { pagePreloadFiles, preloadLinks, readBuildManifest } from './pagePreloads';
import { matchManifestRoute, type MatchedRoute } from './routeManifest';
import type { PageRenderer } from './pageRenderer';
import { servedOverHttps } from './requestOrigin';
import { createNonce, securityHeaders } from './securityHeaders';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

// Vite writes content-hashed file names under assets/, e.g. assets/index-BxK3d9aF.js.
const hashedAsset = /^\/assets\/.+-[\w-]{8,}\.\w+$/;

export type StaticHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function createStaticHandler(options: {
  dir: string;
  appConfig: InjectedAppConfig;
  /** Per-request pages (metadata tags, access redirects); the plain config injection without. */
  renderPage?: PageRenderer;
  trustProxy?: boolean;
  /** PUBLIC_URL: HSTS is sent when it (or the request) is https. */
  publicOrigin?: string;
}): StaticHandler {
  const root = normalize(options.dir);
  const compressedFiles = createCompressedFileCache();
  let indexHtml: Promise<string | null> | undefined;
  const readIndex = () =>
    (indexHtml ??= readFile(join(root, 'index.html'), 'utf8').catch(() => null));
  let manifest: ReturnType<typeof readBuildManifest> | undefined;
  // The page's own chunks load alongside the entry instead of after it.
  const withPagePreloads = async (
    request: IncomingMessage,
    route: MatchedRoute | null,
    html: string,
  ) => {
    const built = await (manifest ??= readBuildManifest(root));
    if (!built) return html;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const files = pagePreloadFiles(
      built,
      route?.route ?? null,
      pageLanguage(url, request.headers.cookie),
    );
    return html.replace(/<\/head>/i, `${preloadLinks(files)}</head>`);
  };
  const inlinePageStylesheets = createStylesheetInliner(root);

  const sendIndex = async (
    request: IncomingMessage,
    response: ServerResponse,
    headOnly: boolean,
    pathname: string,
  ) => {
    const template = await readIndex();
    if (template === null) return sendNotFound(response);
    const route = matchManifestRoute(pathname);
    if (route?.route.redirect) return sendRedirect(response, route.route.redirect);
    // One nonce per response, for every inline script of this page and its CSP.
    const nonce = createNonce();
    const page = options.renderPage
      ? await options.renderPage(request, template, options.appConfig, { nonce, route })
      : { kind: 'html' as const, html: injectAppConfig(template, options.appConfig, nonce) };
    // Access refusals (302) come before the not-found answer.
    if (page.kind === 'redirect') return sendRedirect(response, page.location);
    const html = Buffer.from(
      paintBeforeScripts(
        await inlinePageStylesheets(await withPagePreloads(request, route, page.html)),
        nonce,
      ),
    );
    const encoding = pickEncoding(
      request.headers['accept-encoding'],
      contentTypes['.html'],
      html.length,
    );
    const body = encoding ? await compress(html, encoding, 'fast') : html;
    const status = route ? ('status' in page && page.status) || 200 : 404;
    response.writeHead(status, {
      ...securityHeaders({
        nonce,
        appConfig: options.appConfig,
        https: servedOverHttps(request, options.trustProxy ?? false, options.publicOrigin),
      }),
      'content-type': contentTypes['.html'],
      // The page is rendered for this fan (their session's data): no shared cache keeps it.
      'cache-control': 'private, no-cache',
      vary: 'accept-encoding',
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(headOnly ? undefined : body);
  };

  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const headOnly = request.method === 'HEAD';
    const rawPathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (pathname === '/' || pathname === '/index.html')
      return sendIndex(request, response, headOnly, '/');

    const filePath = normalize(join(root, pathname));
    // Dot folders (the build manifest in .vite/) are the server's, not the site's.
    if (filePath.startsWith(root + sep) && !pathname.startsWith('/.')) {
      const info = await stat(filePath).catch(() => null);
      if (info?.isFile()) {
        const contentType =
          contentTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
        const encoding = pickEncoding(request.headers['accept-encoding'], contentType, info.size);
        const body = encoding
          ? await compressedFiles(`${filePath}:${info.mtimeMs}:${encoding}`, async () =>
              compress(await readFile(filePath), encoding, 'best'),
            )
          : await readFile(filePath);
        response.writeHead(200, {
          'content-type': contentType,
          'content-length': body.length,
          vary: 'accept-encoding',
          ...(encoding ? { 'content-encoding': encoding } : {}),
          'cache-control': hashedAsset.test(pathname)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        });
        response.end(headOnly ? undefined : body);
        return;
      }
    }
    if ((request.headers.accept ?? '').includes('text/html'))
      return sendIndex(request, response, headOnly, rawPathname);
    sendNotFound(response);
  };
}

function sendRedirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
}

function sendNotFound(response: ServerResponse) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}
