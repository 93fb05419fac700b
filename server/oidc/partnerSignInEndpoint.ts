// POST /partner/sign-in-links: a partner app's server asks for a one-time sign-in link for
// one of its users. It authenticates as at the token endpoint (HTTP Basic with its client
// id and secret), names the garden with the `tenant` header and its user in a JSON body
// `{"userId": "…"}`, and gets `{url, expiresAt}` to send that user's browser to. A plain
// endpoint and not GraphQL: the caller is a server with a secret, not the app.
import type { Plugin } from 'graphql-yoga';
import { PARTNER_SIGN_IN_LINKS_PATH, PARTNER_SIGN_IN_PAGE } from '../../common/apiPaths';
import { languageOf } from '../../common/requestHeaders';
import type { RateLimiters } from '../access/rateLimits';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { findRequestTenant } from '../graphql/requestTenant';
import { createTranslate, type MessageKey } from '../graphql/translate';
import {
  authenticatePartner,
  createPartnerSignInLink,
  PARTNER_USER_ID_PATTERN,
} from './partnerSignIn';

export type PartnerLinkErrorCode =
  'TENANT_REQUIRED' | 'TENANT_NOT_FOUND' | 'INVALID_CLIENT' | 'INVALID_USER_ID' | 'RATE_LIMITED';

/** client id and secret of a `Basic` authorization header, or null. */
function basicCredentials(header: string | null): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  // RFC 6749 2.3.1: both parts are form-encoded.
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return null;
  }
}

async function partnerUserIdOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.json()) as { userId?: unknown } | null;
    const userId = body?.userId;
    return typeof userId === 'string' && PARTNER_USER_ID_PATTERN.test(userId) ? userId : null;
  } catch {
    return null;
  }
}

export function usePartnerSignInEndpoint(options: {
  db: Database;
  /** PUBLIC_URL's origin; else the request's own. */
  publicOrigin?: string;
  rateLimiters: RateLimiters;
}): Plugin {
  const { db, rateLimiters } = options;
  const createLink = async (request: Request, url: URL): Promise<Response> => {
    const t = createTranslate(languageOf(request.headers));
    const refuse = (status: number, code: PartnerLinkErrorCode, key: MessageKey) =>
      Response.json(
        { error: { code, message: t(key) } },
        { status, headers: { 'cache-control': 'no-store' } },
      );
    const tenant = await findRequestTenant(db, request, t);
    if (!tenant.found)
      return Response.json(
        { error: { code: tenant.code, message: tenant.message } },
        { status: 400 },
      );
    const scope = tenantScope(db, tenant.tenantId);
    const credentials = basicCredentials(request.headers.get('authorization'));
    const client =
      credentials && (await authenticatePartner(scope, credentials.clientId, credentials.secret));
    if (!client) {
      const refused = refuse(401, 'INVALID_CLIENT', 'errors.partnerSignIn.invalidClient');
      refused.headers.set('www-authenticate', 'Basic realm="garden"');
      return refused;
    }
    const wait = await rateLimiters.consume(
      'partnerSignInLinksPerClient',
      `${tenant.tenantId}:${client.clientId}`,
    );
    if (wait !== null)
      return Response.json(
        {
          error: {
            code: 'RATE_LIMITED' satisfies PartnerLinkErrorCode,
            message: t('errors.rateLimited', { seconds: wait }),
          },
        },
        { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(wait) } },
      );
    const partnerUserId = await partnerUserIdOf(request);
    if (!partnerUserId) return refuse(400, 'INVALID_USER_ID', 'errors.partnerSignIn.invalidUserId');
    const link = await createPartnerSignInLink(scope, client, partnerUserId);
    const origin = options.publicOrigin ?? url.origin;
    const page = new URL(PARTNER_SIGN_IN_PAGE, origin);
    page.searchParams.set('token', link.token);
    return Response.json(
      { url: page.toString(), expiresAt: link.expiresAt.toISOString() },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    );
  };

  return {
    async onRequest({ request, url, endResponse }) {
      if (url.pathname !== PARTNER_SIGN_IN_LINKS_PATH) return;
      endResponse(
        request.method === 'POST'
          ? await createLink(request, url)
          : new Response(null, { status: 405, headers: { allow: 'POST' } }),
      );
    },
  };
}
