// CSV downloads for a garden's operators, at GET <prefix><tenant>/<slug>.csv?lang=ja|en
// (a questionnaire's answers, a campaign's codes): UTF-8 with a BOM, every cell quoted and
// CRLF line ends, so Excel (also in Japan) opens it with the right characters and columns.
// A download link carries no authorization header, so the page-load session cookie (or a
// bearer token) says who asks; anyone but an operator of that garden gets 404, as for a
// file that does not exist.
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { readSessionCookie } from '../access/sessionCookie';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
import { OPERATOR_ROLES, hasRole } from '../community/roles';
import { users } from '../community/tables';
import type { Database } from '../db/database';
import { tenantExists, tenantScope, type TenantScope } from '../db/tenantScope';

/** One CSV cell: always quoted, quotes doubled; a cell Excel would run as a formula is escaped. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A moment as a cell: Japan time, "2026-11-24 13:05:00". */
export const tokyoTime = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);

/** Lines of cells as the file's bytes: a BOM, then the quoted cells with CRLF line ends. */
export function csvBytes(lines: string[][]): Uint8Array<ArrayBuffer> {
  const body = lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
  const bytes = new TextEncoder().encode(body);
  const withBom = new Uint8Array(new ArrayBuffer(bytes.length + 3));
  withBom.set([0xef, 0xbb, 0xbf], 0);
  withBom.set(bytes, 3);
  return withBom;
}

export interface OperatorCsvExport {
  /** The path's start, e.g. '/questionnaire-results/'. */
  prefix: string;
  /** The file of `slug` in the tenant, or null when there is none. */
  file(
    db: TenantScope,
    slug: string,
    language: 'ja' | 'en',
  ): Promise<{ filename: string; bytes: Uint8Array<ArrayBuffer> } | null>;
}

/** The address of one export's file in a tenant. */
export function operatorCsvPath(prefix: string, tenantId: string, slug: string): string {
  return `${prefix}${tenantId}/${slug}.csv`;
}

export function isOperatorCsvPath(csvExport: Pick<OperatorCsvExport, 'prefix'>, path: string) {
  return path.startsWith(csvExport.prefix);
}

export function useOperatorCsvEndpoint(
  csvExport: OperatorCsvExport,
  options: { db: Database; verifier: IdTokenVerifier },
): Plugin {
  const escaped = csvExport.prefix.replace(/[/-]/g, '\\$&');
  const csvPath = new RegExp(`^${escaped}([a-z0-9_-]{1,64})\\/([a-z0-9-]{3,64})\\.csv$`);
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const serve = async (request: Request, url: URL): Promise<Response> => {
    const match = csvPath.exec(url.pathname);
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
    const language = url.searchParams.get('lang') === 'en' ? 'en' : 'ja';
    const file = await csvExport.file(db, match[2], language);
    if (!file) return notFound();
    return new Response(file.bytes, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  };
  return {
    async onRequest({ request, url, endResponse }) {
      if (!isOperatorCsvPath(csvExport, url.pathname)) return;
      endResponse(
        request.method === 'GET'
          ? await serve(request, url)
          : new Response(null, { status: 405, headers: { allow: 'GET' } }),
      );
    },
  };
}
