// Refuses GraphQL operations (on /graphql and /stream) from a blocked IP range or a
// blocked account with a typed error the app turns into /ip-blocked or /blocked.
import type { IncomingMessage } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { clientAddress } from './clientAddress';
import { accessVerdict, type AccessRules } from './accessRules';

export function useAccessGuard(
  rules: AccessRules & { trustProxy: boolean },
): Plugin<GraphQLContext & { req?: IncomingMessage; request: Request }> {
  return {
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
            extensions: { code: 'IP_BLOCKED', http: { status: 403 } },
          });
        if (verdict === 'account-blocked')
          throw createGraphQLError(context.t('errors.accountBlocked'), {
            extensions: { code: 'ACCOUNT_BLOCKED', http: { status: 403 } },
          });
      };
    },
  };
}
