// GET /questionnaire-results/<tenant>/<questionnaire id>.csv?lang=ja|en: a questionnaire's
// answers as CSV for the garden's operators. A download link carries no authorization
// header, so the page-load session cookie (or a bearer token) says who asks; anyone but an
// operator of that garden gets 404, as for a questionnaire that does not exist.
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { readSessionCookie } from '../access/sessionCookie';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
import { OPERATOR_ROLES, hasRole } from '../community/roles';
import { users } from '../community/tables';
import type { Database } from '../db/database';
import { tenantExists, tenantScope } from '../db/tenantScope';
import { questionnaireCsv } from './results';
import { questionnaires } from './tables';

export const QUESTIONNAIRE_CSV_PREFIX = '/questionnaire-results/';

const CSV_PATH = /^\/questionnaire-results\/([a-z0-9_-]{1,64})\/([a-z0-9-]{3,64})\.csv$/;

export function isQuestionnaireCsvPath(path: string): boolean {
  return path.startsWith(QUESTIONNAIRE_CSV_PREFIX);
}

export function useQuestionnaireCsvEndpoint(options: {
  db: Database;
  verifier: IdTokenVerifier;
}): Plugin {
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const serve = async (request: Request, url: URL): Promise<Response> => {
    const match = CSV_PATH.exec(url.pathname);
    if (!match || !(await tenantExists(options.db, match[1]))) return notFound();
    const authorization = request.headers.get('authorization');
    const check = authorization ? await options.verifier.check(authorization) : null;
    const identity =
      check && 'identity' in check
        ? check.identity
        : await options.verifier.identifySession(
            readSessionCookie(request.headers.get('cookie') ?? undefined),
          );
    if (!identity) return notFound();
    const db = tenantScope(options.db, match[1]);
    const [viewer] = await db.select(users, eq(users.authUid, identity.uid));
    if (!hasRole(viewer ?? null, OPERATOR_ROLES)) return notFound();
    const [questionnaire] = await db.select(questionnaires, eq(questionnaires.slug, match[2]));
    if (!questionnaire) return notFound();
    const language = url.searchParams.get('lang') === 'en' ? 'en' : 'ja';
    const csv = await questionnaireCsv(db, questionnaire, language);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="questionnaire-${questionnaire.slug}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  };
  return {
    async onRequest({ request, url, endResponse }) {
      if (!isQuestionnaireCsvPath(url.pathname)) return;
      endResponse(
        request.method === 'GET'
          ? await serve(request, url)
          : new Response(null, { status: 405, headers: { allow: 'GET' } }),
      );
    },
  };
}
