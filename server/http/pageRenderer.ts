// Every page request (index.html for any app route): first the access rules (a blocked
// IP range → 302 /ip-blocked, a blocked account → 302 /blocked), then the page's
// language, metadata tags and runtime config (with the tenant's theme, feature flags and
// window setting) written into index.html, and the app itself rendered into it with the
// page's data (serverRendering.ts).
import type { IncomingMessage } from 'node:http';
import type { AuthIdentity, IdTokenVerifier } from '../auth/idTokenVerifier';
import { parseThemeConfig } from '../../common/themeConfig';
import type { RenderPage } from '../../common/serverRendering';
import type { Logger } from '../logging/logger';
import type { Database } from '../db/database';
import {
  accessVerdict,
  BLOCKED_PATH,
  IP_BLOCKED_PATH,
  type AccessRules,
} from '../access/accessRules';
import { PAGES_OPEN_TO_BLOCKED } from '../../common/accessBlocked';
import { clientAddress } from '../access/clientAddress';
import { readSessionCookie } from '../access/sessionCookie';
import { injectPageHead } from '../seo/headTags';
import { pageLanguage } from '../seo/pageLanguage';
import { resolvePageMetadata } from '../seo/pageMetadata';
import { siteMetadataOf } from '../seo/siteMetadataOf';
import { findCommunity } from '../seo/tenantCommunity';
import { injectAppConfig, type InjectedAppConfig } from './appConfigScript';
import { withColorScheme } from './colorScheme';
import { injectRenderedPage, inProcessOperations, type PageRequester } from './serverRendering';
import { requestOrigin } from './requestOrigin';
import type { MatchedRoute } from './routeManifest';
import { withTenantSettings } from './tenantAppConfig';

export type PageResponse =
  | {
      kind: 'html';
      html: string;
      /** The rendered page's answer: 404 when its thing does not exist. */
      status?: 200 | 404;
    }
  | { kind: 'redirect'; location: string };

/** Turns the built index.html (still holding <!-- app-config -->) into this request's page. */
export type PageRenderer = (
  request: IncomingMessage,
  indexHtml: string,
  appConfig: InjectedAppConfig,
  render: {
    /** This response's CSP nonce: every inline script the page carries gets it. */
    nonce: string;
    /** The page's declared route; null for a path no route declares. */
    route: MatchedRoute | null;
  },
) => Promise<PageResponse>;

export interface PageRendererOptions {
  db: Database;
  rules: AccessRules;
  trustProxy: boolean;
  verifier: Pick<IdTokenVerifier, 'identifySession'>;
  /** PUBLIC_URL: absolute URLs use it, never the request's Host. */
  publicOrigin?: string;
  /** The built server rendering module; without it the app renders in the browser alone. */
  renderPage?: () => Promise<RenderPage | null>;
  /** Runs a page's operations in process (the garden's yoga). */
  operations?: (requester: PageRequester) => ReturnType<typeof inProcessOperations>;
  logger?: Pick<Logger, 'error' | 'warn'>;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  return async (request, indexHtml, appConfig, { nonce, route }) => {
    const origin = requestOrigin(request, options.trustProxy, options.publicOrigin);
    const url = new URL(request.url ?? '/', origin);
    const community = await findCommunity(options.db, appConfig.tenantId);
    // An unknown tenant is a deployment mistake the app reports itself.
    if (!community) return { kind: 'html', html: injectAppConfig(indexHtml, appConfig, nonce) };

    // The fan the session cookie names: the access rules and the rendered page both read it.
    const identity: AuthIdentity | null = await options.verifier.identifySession(
      readSessionCookie(request.headers.cookie),
    );
    if (!PAGES_OPEN_TO_BLOCKED.includes(url.pathname.replace(/\/+$/, ''))) {
      const verdict = await accessVerdict({
        db: options.db,
        community,
        address: clientAddress(
          {
            forwardedFor: request.headers['x-forwarded-for']?.toString(),
            remoteAddress: request.socket.remoteAddress,
          },
          options.trustProxy,
        ),
        authUid: identity?.uid,
        rules: options.rules,
      });
      if (verdict === 'ip-blocked') return { kind: 'redirect', location: IP_BLOCKED_PATH };
      if (verdict === 'account-blocked') return { kind: 'redirect', location: BLOCKED_PATH };
    }

    const language = pageLanguage(url, request.headers.cookie);
    const page = await resolvePageMetadata({
      db: options.db,
      community,
      language,
      pathname: url.pathname,
      route,
      origin,
    });
    // The app gets the garden's metadata in both languages, already resolved.
    const siteMetadata = Object.fromEntries(
      (['ja', 'en'] as const).map((lang) => {
        const site = siteMetadataOf(community, lang);
        return [lang, { ...site, siteUrl: page.siteUrl }];
      }),
    );
    const config = { ...withTenantSettings(appConfig, community), siteMetadata };
    const html = withColorScheme(
      injectPageHead(injectAppConfig(indexHtml, config, nonce), page, url),
      parseThemeConfig(config.theme).colorMode,
      nonce,
    );
    const renderPage = await options.renderPage?.();
    if (!renderPage || !options.operations) return { kind: 'html', html };
    try {
      const rendered = await renderPage({
        url: url.href,
        config,
        locale: language,
        viewer: identity ? { uid: identity.uid, email: identity.email ?? null } : null,
        execute: options.operations({
          request,
          tenantId: appConfig.tenantId,
          language,
          identity,
        }),
        reportError: (error) =>
          options.logger?.warn(
            { err: error, path: url.pathname },
            'a part of the page failed to render on the server',
          ),
      });
      if (rendered.kind === 'redirect') return rendered;
      return { kind: 'html', html: injectRenderedPage(html, rendered), status: rendered.status };
    } catch (error) {
      // The browser can still draw the page: better late than a 500.
      options.logger?.error({ err: error, path: url.pathname }, 'server rendering failed');
      return { kind: 'html', html };
    }
  };
}
