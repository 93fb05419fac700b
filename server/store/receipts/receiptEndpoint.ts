// GET /receipts/<tenant>/<order id>.pdf: the buyer's receipt as a PDF. A download link
// carries no authorization header, so the page-load session cookie (or a bearer token)
// says who asks; anyone but the buyer gets 404, as for the receipt page.
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import type { IdTokenVerifier } from '../../auth/idTokenVerifier';
import { readSessionCookie } from '../../access/sessionCookie';
import { users } from '../../community/tables';
import type { Database } from '../../db/database';
import { tenantExists, tenantScope } from '../../db/tenantScope';
import { dbIdOf } from '../../graphql/globalId';
import { orderNumber } from '../orderResolvers';
import { checkoutLines, orders, storeSettings } from '../tables';
import { renderReceiptPdf } from './receiptPdf';

export const RECEIPT_PDF_PREFIX = '/receipts/';

export function useReceiptPdfEndpoint(options: {
  db: Database;
  verifier: IdTokenVerifier;
}): Plugin {
  const notFound = () => new Response('Not found', { status: 404 });
  const serve = async (request: Request, url: URL): Promise<Response> => {
    const match = /^\/receipts\/([a-z0-9_-]+)\/([A-Za-z0-9+/=%]+)\.pdf$/.exec(url.pathname);
    if (!match || !(await tenantExists(options.db, match[1]))) return notFound();
    const orderId = dbIdOf(decodeURIComponent(match[2]), 'Order');
    const check = request.headers.get('authorization')
      ? await options.verifier.check(request.headers.get('authorization'))
      : null;
    const identity =
      check && 'identity' in check
        ? check.identity
        : await options.verifier.identifySession(
            readSessionCookie(request.headers.get('cookie') ?? undefined),
          );
    if (orderId === null || !identity) return notFound();
    const db = tenantScope(options.db, match[1]);
    const [buyer] = await db.select(users, eq(users.authUid, identity.uid));
    const [order] = await db.select(orders, eq(orders.id, orderId));
    const [settings] = await db.select(storeSettings);
    if (!buyer || !order || order.userId !== buyer.id || !settings) return notFound();
    const lines = await db.select(checkoutLines, eq(checkoutLines.sessionId, order.sessionId));
    const pdf = await renderReceiptPdf({
      language: url.searchParams.get('lang') === 'en' ? 'en' : 'ja',
      orderNumber: orderNumber(order),
      issuedAt: order.createdAt,
      seller: {
        name: settings.sellerName,
        registrationNumber: settings.invoiceRegistrationNumber,
        address: settings.address,
        email: settings.email,
      },
      lines,
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt-${orderNumber(order)}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  };
  return {
    async onRequest({ request, url, endResponse }) {
      if (!url.pathname.startsWith(RECEIPT_PDF_PREFIX)) return;
      endResponse(
        request.method === 'GET'
          ? await serve(request, url)
          : new Response(null, { status: 405, headers: { allow: 'GET' } }),
      );
    },
  };
}
