// The payment provider's HTTP side, as a Yoga plugin (like the media endpoints):
// POST /webhooks/payments/<provider> receives signed events, and — with the local test
// provider only — /payments/local/<tenant>/<payment> is the page where a test payment is
// completed: the 3-D Secure challenge of a card, or the ID payment made "elsewhere".
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../../db/database';
import { tenantExists, tenantScope } from '../../db/tenantScope';
import { wakeBackgroundWork } from '../../platform/backgroundWork';
import { advanceTestClock, testClockEnabled } from '../../platform/testClock';
import { RECEIPT_PDF_PREFIX } from '../receipts/receiptEndpoint';
import { LOCAL_PAYMENT_PATH } from './localProvider';
import { localChallengePage } from './localChallengePage';
import { WebhookSignatureError, type PaymentTarget } from './paymentProvider';
import { checkoutPaymentTarget, processPaymentEvent } from './processPaymentEvent';
import { localPaymentProvider, paymentProvider } from './providers';

export const WEBHOOK_PATH_PREFIX = '/webhooks/payments/';
const TEST_CLOCK_PATH = /^\/payments\/local\/([a-z0-9_-]+)\/test-clock$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** A path inside this site to send the fan back to; anything else goes to the store. */
function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/store';
}

/** `targets`: the features paid through the provider besides the checkout (memberships). */
export function usePaymentEndpoints(options: {
  db: Database;
  targets?: readonly PaymentTarget[];
}): Plugin {
  const { db } = options;
  const targets = [checkoutPaymentTarget, ...(options.targets ?? [])];
  const provider = paymentProvider();

  const receive = async (request: Request, name: string): Promise<Response> => {
    if (name !== provider.name) return new Response('Not found', { status: 404 });
    const body = await request.text();
    if (body.length > MAX_WEBHOOK_BYTES) return new Response('Too large', { status: 413 });
    try {
      const event = provider.parseWebhook(body, request.headers.get(signatureHeader(name)));
      const outcome = await processPaymentEvent(db, provider, event, targets);
      return Response.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof SyntaxError)
        return Response.json({ error: 'invalid signature' }, { status: 400 });
      throw error;
    }
  };

  // The local provider delivers its events to the same handler, signed.
  const local = localPaymentProvider();
  local?.deliverWebhooksTo(async (body, signature) => {
    const response = await receive(
      new Request('http://local/webhook', {
        method: 'POST',
        body,
        headers: { [signatureHeader('local')]: signature },
      }),
      'local',
    );
    if (!response.ok) throw new Error(`The local webhook was refused: ${response.status}`);
  });

  // e2e servers only (GARDEN_TEST_CLOCK=1, local provider): moves the clock of scheduled work
  // forward, and makes the garden's saved cards decline (or accept again) from then on, so a
  // journey can reach a renewal that fails and a grace period that ends.
  const testClock = async (request: Request, tenantId: string): Promise<Response> => {
    if (!local || !testClockEnabled() || !(await tenantExists(db, tenantId)))
      return new Response('Not found', { status: 404 });
    if (request.method !== 'POST')
      return new Response(null, { status: 405, headers: { allow: 'POST' } });
    const body = (await request.json().catch(() => ({}))) as {
      advanceDays?: unknown;
      savedCardsDecline?: unknown;
    };
    if (typeof body.savedCardsDecline === 'boolean')
      await local.setAllSavedCardsDecline(tenantScope(db, tenantId), body.savedCardsDecline);
    if (typeof body.advanceDays === 'number' && body.advanceDays > 0)
      advanceTestClock(body.advanceDays * DAY_MS);
    wakeBackgroundWork();
    return new Response(null, { status: 204 });
  };

  const challenge = async (request: Request, url: URL): Promise<Response> => {
    const match = /^\/payments\/local\/([a-z0-9_-]+)\/([\w-]+)$/.exec(url.pathname);
    if (!local || !match || !(await tenantExists(db, match[1])))
      return new Response('Not found', { status: 404 });
    const scope = tenantScope(db, match[1]);
    const payment = await local.retrievePayment(scope, match[2]);
    if (!payment) return new Response('Not found', { status: 404 });
    if (request.method === 'POST') {
      const form = new URLSearchParams(await request.text());
      await local.settle(scope, payment.id, form.get('outcome') === 'succeed');
      return new Response(null, {
        status: 303,
        headers: { location: safeReturnPath(form.get('return')) },
      });
    }
    return new Response(
      localChallengePage(payment, safeReturnPath(url.searchParams.get('return'))),
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-frame-options': 'DENY',
        },
      },
    );
  };

  return {
    async onRequest({ request, url, endResponse }) {
      const clock = TEST_CLOCK_PATH.exec(url.pathname);
      if (url.pathname.startsWith(WEBHOOK_PATH_PREFIX)) {
        endResponse(
          request.method === 'POST'
            ? await receive(request, url.pathname.slice(WEBHOOK_PATH_PREFIX.length))
            : new Response(null, { status: 405, headers: { allow: 'POST' } }),
        );
      } else if (clock) {
        endResponse(await testClock(request, clock[1]));
      } else if (url.pathname.startsWith(`${LOCAL_PAYMENT_PATH}/`)) {
        endResponse(
          request.method === 'GET' || request.method === 'POST'
            ? await challenge(request, url)
            : new Response(null, { status: 405, headers: { allow: 'GET, POST' } }),
        );
      }
    },
  };
}

function signatureHeader(provider: string): string {
  return provider === 'stripe' ? 'stripe-signature' : 'garden-signature';
}

/** Whether the node server should hand a path to Yoga for the store's endpoints. */
export function isStoreEndpointPath(path: string): boolean {
  return (
    path.startsWith(WEBHOOK_PATH_PREFIX) ||
    path.startsWith(`${LOCAL_PAYMENT_PATH}/`) ||
    path.startsWith(RECEIPT_PDF_PREFIX)
  );
}
