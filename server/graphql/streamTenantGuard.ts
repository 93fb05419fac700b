// The POST that starts an operation on /stream must name a known tenant. graphql-sse
// builds the context inside its own handler, where a failing context cannot answer
// cleanly, so this check answers 400 first, as /graphql does.
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../db/database';
import { parseLanguage } from './language';
import { findRequestTenant } from './requestTenant';
import { createTranslate } from './translate';

export function useStreamTenantGuard(options: { db: Database; streamPath: string }): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'POST' || url.pathname !== options.streamPath) return;
      const t = createTranslate(parseLanguage(request.headers.get('language-code')));
      const tenant = await findRequestTenant(options.db, request, t);
      if (tenant.found) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: tenant.message, extensions: { code: tenant.code } }],
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          },
        ),
      );
    },
  };
}
