// Serves the built app (dist/) next to the mock API, as the real server does: files
// as they are, and index.html for every other path (client-side routes) with the
// runtime config injected in place of <!-- app-config -->.

import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export function createStaticApp(distDir: string, appConfig: Record<string, unknown>) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');

  return (request: IncomingMessage, response: ServerResponse) => {
    if (!existsSync(indexFile)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(
        'No dist/ yet: run `npm run build` first, or use `npm run dev:mock` for the Vite dev server.\n',
      );
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://mock').pathname);
    const file = path.resolve(root, `.${pathname}`);
    // Never serve outside dist/, whatever the path says.
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
      return;
    }
    const script = `<script>window.__APP_CONFIG__ = ${JSON.stringify(appConfig).replace(/</g, '\\u003c')};</script>`;
    response.writeHead(200, { 'content-type': contentTypes['.html'] });
    response.end(readFileSync(indexFile, 'utf8').replace('<!-- app-config -->', script));
  };
}
