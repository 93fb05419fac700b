// Server rendering (issue 7 §3): every page is the app's real React tree rendered by the
// module `vite build --ssr` writes to dist/.ssr (src/serverRendering/renderPage.tsx). Its
// Relay operations run here, in process, through the same GraphQL server as /graphql
// (yoga.fetch: no network round trip) with the page request's tenant, language, client
// address and the fan its session cookie names.
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { YogaServerInstance } from 'graphql-yoga';
import { GRAPHQL_PATH } from '../../common/apiPaths';
import { readAutoTranslationCookie, type SupportedLocale } from '../../common/localeCookies';
import {
  AUTO_TRANSLATION_HEADER,
  LANGUAGE_HEADER,
  TENANT_HEADER,
} from '../../common/requestHeaders';
import {
  SERVER_RENDERED_STATE_ID,
  serializeServerState,
  type ExecuteServerOperation,
  type RenderedPage,
  type RenderPage,
} from '../../common/serverRendering';
import type { AuthIdentity } from '../auth/idTokenVerifier';

/** Where the server rendering module is, inside the built app. */
export const SERVER_RENDERING_MODULE = join('.ssr', 'renderPage.mjs');

/** Loads the built module once; null when the build has none (a client-only build). */
export function serverRenderingModule(distDir: string): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | undefined;
  return () =>
    (loaded ??= (async () => {
      const file = join(distDir, SERVER_RENDERING_MODULE);
      if (!existsSync(file)) return null;
      const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
      return module.renderPage;
    })());
}

/** What yoga needs besides the operation; the context factory reads `sessionIdentity`. */
type InProcessContext = { req?: IncomingMessage; sessionIdentity?: AuthIdentity | null };

export interface PageRequester {
  request: IncomingMessage;
  tenantId: string;
  language: SupportedLocale;
  /** From the session cookie, verified; null for a visitor. */
  identity: AuthIdentity | null;
}

/** Runs the page's operations through `yoga` as the page's requester. */
export function inProcessOperations(
  yoga: Pick<YogaServerInstance<InProcessContext, object>, 'fetch'>,
  { request, tenantId, language, identity }: PageRequester,
): ExecuteServerOperation {
  return async (operation) => {
    const response = await yoga.fetch(
      `http://garden.internal${GRAPHQL_PATH}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TENANT_HEADER]: tenantId,
          [LANGUAGE_HEADER]: language,
          [AUTO_TRANSLATION_HEADER]: String(
            readAutoTranslationCookie(request.headers.cookie ?? ''),
          ),
        },
        body: JSON.stringify(operation),
      },
      // The access guard reads the client's address from `req`, as for /graphql.
      { req: request, sessionIdentity: identity },
    );
    return response.json();
  };
}

/**
 * The page with the rendered app inside #root and its state after it. The colour scheme
 * is on <html> from the first byte; a fan's own choice is applied before the first paint
 * by colorSchemeScript().
 */
export function injectRenderedPage(
  html: string,
  page: Extract<RenderedPage, { kind: 'html' }>,
): string {
  const state = `<script type="application/json" id="${SERVER_RENDERED_STATE_ID}">${serializeServerState(page.state)}</script>`;
  // Functions, so "$" in the page is never read as a replacement pattern.
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${page.html}</div>${state}`);
}
