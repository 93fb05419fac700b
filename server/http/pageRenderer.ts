// Every page request (index.html for any app route): first the access rules (a blocked
// IP range → 302 /ip-blocked, a blocked account → 302 /blocked), then the page's
// language, metadata tags and runtime config (with the tenant's theme, feature flags and
// window setting) written into index.html.
import type { IncomingMessage } from 'node:http';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
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
import { localized, siteMetadataOf } from '../seo/siteMetadataOf';
import { findCommunity } from '../seo/tenantCommunity';
import { injectAppConfig, type InjectedAppConfig } from './appConfigScript';
import { readFirstViewChannels } from './firstViewChannels';
import { firstViewSkeleton, injectFirstView, showsChannelList } from './firstViewSkeleton';
import { requestOrigin } from './requestOrigin';
import type { MatchedRoute } from './routeManifest';
import { withTenantSettings } from './tenantAppConfig';

export type PageResponse = { kind: 'html'; html: string } | { kind: 'redirect'; location: string };

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
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  return async (request, indexHtml, appConfig, { nonce, route }) => {
    const origin = requestOrigin(request, options.trustProxy, options.publicOrigin);
    const url = new URL(request.url ?? '/', origin);
    const community = await findCommunity(options.db, appConfig.tenantId);
    // An unknown tenant is a deployment mistake the app reports itself.
    if (!community) return { kind: 'html', html: injectAppConfig(indexHtml, appConfig, nonce) };

    if (!PAGES_OPEN_TO_BLOCKED.includes(url.pathname.replace(/\/+$/, ''))) {
      const identity = await options.verifier.identifySession(
        readSessionCookie(request.headers.cookie),
      );
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
    const html = injectAppConfig(
      indexHtml,
      {
        ...withTenantSettings(appConfig, community),
        siteMetadata,
      },
      nonce,
    );
    const firstView = {
      pathname: url.pathname,
      layout: route?.route.layout ?? 'shell',
      language,
      gardenName: localized(community.name, language),
      closedCommunity: process.env.VITE_CLOSED_COMMUNITY === 'true',
    };
    const skeleton = firstViewSkeleton({
      ...firstView,
      channels: showsChannelList(firstView)
        ? await readFirstViewChannels(options.db, community.tenantId, language)
        : undefined,
    });
    return { kind: 'html', html: injectFirstView(injectPageHead(html, page, url), skeleton) };
  };
}
