// Sends Web Push messages with the `web-push` library: the payload encrypted for the
// browser (RFC 8291, aes128gcm) and signed with the garden's VAPID key (RFC 8292). A
// subscription the push service calls gone (404, 410) is forgotten; any other failure is
// logged and left for the next push.
import { eq, inArray } from 'drizzle-orm';
import webPush from 'web-push';
import type { TenantScope } from '../db/tenantScope';
import { pushSubscriptions, type PushSubscriptionRow } from './tables';
import { vapidKeys } from './vapidKeys';

/** What the service worker (public/push-sw.js) shows: see its `push` handler. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap on the notification opens, from the app's root. */
  url: string;
  /** Notifications with one tag replace each other (one per conversation). */
  tag: string;
  category:
    | 'DIRECT_MESSAGES'
    | 'REPLIES_AND_REACTIONS'
    | 'OFFICIAL_POSTS'
    | 'EVENTS_AND_SCHEDULES'
    /** A fan's own win (server/draws/prizeDraws/winnerPush.ts): no switch, like a receipt. */
    | 'PRIZE_DRAW_WINS'
    | 'TEST';
}

/** How long a push service keeps an undelivered push (the browser may be offline): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time counts as a failure. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushOutcome {
  delivered: number;
  removed: number;
  failed: number;
}

/** http: endpoints only for tests and local runs that stand up their own push service. */
function allowsHttpEndpoints(): boolean {
  return process.env.WEB_PUSH_ALLOW_HTTP_ENDPOINTS === '1';
}

export const MAX_ENDPOINT_LENGTH = 2048;

/** True for a push service URL the server may post to. */
export function isAcceptableEndpoint(endpoint: string): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && allowsHttpEndpoints());
}

function base64urlBytes(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64url');
}

/** The browser's P-256 public key: an uncompressed point (65 bytes, 0x04 first). */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64urlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The browser's authentication secret: 16 bytes. */
export function isAuthSecret(value: string): boolean {
  return base64urlBytes(value)?.length === 16;
}

/**
 * Sends `payloadOf(subscription)` to each subscription; forgets the gone ones through `db`.
 * Never throws for a push service's answer.
 */
export async function sendPushes(
  db: TenantScope,
  subscriptions: readonly PushSubscriptionRow[],
  payloadOf: (subscription: PushSubscriptionRow) => PushPayload,
  log: (message: string, error: unknown) => void = () => {},
): Promise<PushOutcome> {
  const keys = vapidKeys();
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  const gone: number[] = [];
  const delivered: number[] = [];
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        // web-push encrypts the payload and signs the VAPID JWT; the request itself goes
        // out through fetch (web-push's own sender speaks https only, and tests and local
        // runs stand up a plain http push service).
        const request = webPush.generateRequestDetails(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(payloadOf(subscription)),
          { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) delivered.push(subscription.id);
        else if (response.status === 404 || response.status === 410) gone.push(subscription.id);
        else {
          outcome.failed += 1;
          log('a push was not accepted', new Error(`push service answered ${response.status}`));
        }
      } catch (error) {
        outcome.failed += 1;
        log('a push could not be sent', error);
      }
    }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions, inArray(pushSubscriptions.id, gone));
  if (delivered.length > 0)
    await db.update(
      pushSubscriptions,
      { lastDeliveredAt: new Date() },
      delivered.length === 1
        ? eq(pushSubscriptions.id, delivered[0]!)
        : inArray(pushSubscriptions.id, delivered),
    );
  outcome.delivered = delivered.length;
  outcome.removed = gone.length;
  return outcome;
}
