// Signed webhooks of the local test provider, in Stripe's scheme: the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, refused beyond a tolerance
// so a captured event cannot be replayed days later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './paymentProvider';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySignature(
  body: string,
  header: string | null,
  secret: string,
  now = Date.now(),
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookSignatureError('malformed signature');
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('signature too old');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    throw new WebhookSignatureError('signature mismatch');
}
