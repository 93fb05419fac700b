// A request that starts an operation on /stream (a POST, or a GET carrying the
// operation in distinct connection mode) must name a known tenant. graphql-sse
// builds the context inside its own handler, where a failing context cannot answer
// cleanly, so this check answers 400 first, as /graphql does.
import type { Plugin } from 'graphql-yoga';
import { languageOf } from '../../common/requestHeaders';
import type { Database } from '../db/database';
import { findRequestTenant } from '../graphql/requestTenant';
import { createTranslate } from '../graphql/translate';

export function useStreamTenantGuard(options: { db: Database; streamPath: string }): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const startsOperation =
        request.method === 'POST' || (request.method === 'GET' && url.searchParams.has('query'));
      if (!startsOperation || url.pathname !== options.streamPath) return;
      const t = createTranslate(languageOf(request.headers));
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
