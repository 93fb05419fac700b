// Refuses GraphQL operations (on /graphql and /stream) from a blocked IP range or a
// blocked account with a typed error the app turns into /ip-blocked or /blocked, and
// the stream's other requests (PUT reserve, GET open, DELETE) from a blocked IP range.
import type { IncomingMessage } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { AccessBlockedCode } from '../../common/accessBlocked';
import type { GraphQLContext } from '../context';
import type { Database } from '../db/database';
import { languageOf } from '../../common/requestHeaders';
import { findRequestTenant } from '../graphql/requestTenant';
import { createTranslate } from '../graphql/translate';
import { clientAddress } from './clientAddress';
import { accessVerdict, isIpBlocked, type AccessRules } from './accessRules';
import { isAddressInRanges } from './ipRanges';

export function useAccessGuard(
  rules: AccessRules & { trustProxy: boolean; db: Database; streamPath: string },
): Plugin<GraphQLContext & { req?: IncomingMessage; request: Request }> {
  return {
    // Only an operation's POST builds a GraphQL context; the stream's other requests are
    // checked here, by address (they carry no operation to refuse).
    async onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      if (url.pathname !== rules.streamPath || request.method === 'POST') return;
      const t = createTranslate(languageOf(request.headers));
      const address = clientAddress(
        {
          forwardedFor: request.headers.get('x-forwarded-for'),
          remoteAddress: (serverContext as { req?: IncomingMessage } | undefined)?.req?.socket
            ?.remoteAddress,
        },
        rules.trustProxy,
      );
      const tenant = await findRequestTenant(rules.db, request, t);
      const blocked = tenant.found
        ? isIpBlocked(tenant.community, address, rules)
        : isAddressInRanges(address, rules.deploymentRanges);
      if (!blocked) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: t('errors.ipBlocked'), extensions: { code: 'IP_BLOCKED' } }],
          }),
          { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
    onContextBuilding() {
      return async ({ context }) => {
        // No community: the context factory has refused the request already.
        if (!context.community) return;
        const verdict = await accessVerdict({
          db: context.db,
          community: context.community,
          address: clientAddress(
            {
              forwardedFor: context.request.headers.get('x-forwarded-for'),
              remoteAddress: context.req?.socket?.remoteAddress,
            },
            rules.trustProxy,
          ),
          authUid: context.identity?.uid,
          rules,
        });
        if (verdict === 'ip-blocked')
          throw createGraphQLError(context.t('errors.ipBlocked'), {
            extensions: { code: 'IP_BLOCKED' satisfies AccessBlockedCode, http: { status: 403 } },
          });
        if (verdict === 'account-blocked')
          throw createGraphQLError(context.t('errors.accountBlocked'), {
            extensions: {
              code: 'ACCOUNT_BLOCKED' satisfies AccessBlockedCode,
              http: { status: 403 },
            },
          });
      };
    },
  };
}
