// The local test provider: the default, and what every test uses. Same semantics as
// Stripe without a network: test cards that succeed, decline or ask for 3-D Secure
// (completed on a local challenge page), an ID payment completed later, and signed
// webhook events delivered in process to the same handler Stripe's reach over HTTP.
// Its payments live in the tenant's database (local_payments), so a pending ID payment
// survives a restart as it would at a real provider.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { localPayments } from '../tables';
import {
  WebhookSignatureError,
  type CreatePaymentRequest,
  type Payment,
  type PaymentEvent,
  type PaymentFailureCode,
  type PaymentProvider,
  type PaymentStatus,
} from './paymentProvider';
import { signPayload, verifySignature } from './webhookSignature';

/** Test card numbers (README): the same numbers Stripe's test mode uses. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requires3ds: '4000000000003220',
} as const;

/** A development secret: the local provider is never used for real money. */
const DEFAULT_SECRET = 'whsec_local_garden_development';

export const LOCAL_PAYMENT_PATH = '/payments/local';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a card number does at the local provider. */
function cardOutcome(card: string): { status: PaymentStatus; failureCode?: PaymentFailureCode } {
  const digits = card.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
    return { status: 'failed', failureCode: 'INVALID_CARD' };
  if (digits === TEST_CARDS.declined) return { status: 'failed', failureCode: 'DECLINED' };
  if (digits === TEST_CARDS.requires3ds) return { status: 'requires_action' };
  return { status: 'succeeded' };
}

export type WebhookDelivery = (body: string, signature: string) => Promise<void>;

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  private delivery: WebhookDelivery = async () => {};

  constructor(readonly webhookSecret = DEFAULT_SECRET) {}

  /** Where signed events go: the server's webhook handler (server/store/payments/webhookEndpoint.ts). */
  deliverWebhooksTo(delivery: WebhookDelivery): void {
    this.delivery = delivery;
  }

  async createPayment(db: TenantScope, request: CreatePaymentRequest): Promise<Payment> {
    // The idempotency key names the payment: a retried call finds the first one.
    const id = `lp_${request.idempotencyKey.replace(/[^\w-]/g, '_')}`;
    const [existing] = await db.select(localPayments, eq(localPayments.id, id));
    if (existing) return this.toPayment(db, existing, request.returnPath);
    const outcome =
      request.method.kind === 'CARD'
        ? cardOutcome(request.method.card)
        : { status: 'processing' as const };
    const [row] = await db
      .insert(localPayments, {
        id,
        amount: request.amount,
        reference: request.reference,
        method: request.method.kind,
        status: outcome.status,
        failureCode: outcome.failureCode ?? null,
      })
      .returning();
    return this.toPayment(db, row, request.returnPath);
  }

  private toPayment(
    db: TenantScope,
    row: typeof localPayments.$inferSelect,
    returnPath = '/',
  ): Payment {
    return {
      id: row.id,
      status: row.status as PaymentStatus,
      amount: row.amount,
      reference: row.reference,
      failureCode: row.failureCode as PaymentFailureCode | null,
      // The challenge (3-D Secure) or the ID payment's own page, both local.
      actionUrl:
        row.status === 'requires_action' || row.status === 'processing'
          ? `${LOCAL_PAYMENT_PATH}/${db.tenantId}/${row.id}?return=${encodeURIComponent(returnPath)}`
          : null,
    };
  }

  async retrievePayment(db: TenantScope, paymentId: string): Promise<Payment | null> {
    const [row] = await db.select(localPayments, eq(localPayments.id, paymentId));
    return row ? this.toPayment(db, row) : null;
  }

  async refundPayment(db: TenantScope, paymentId: string): Promise<void> {
    await db.update(localPayments, { status: 'refunded' }, eq(localPayments.id, paymentId));
  }

  async cancelPayment(db: TenantScope, paymentId: string): Promise<void> {
    await db.update(
      localPayments,
      { status: 'failed', failureCode: 'DECLINED' },
      eq(localPayments.id, paymentId),
    );
  }

  /**
   * Settles a waiting payment as the fan (3-D Secure) or the ID payment service would:
   * the payment's new state is written, then a signed event is delivered. Returns the
   * delivered event so tests can send it again or out of order. Null when the payment
   * was not waiting.
   */
  async settle(
    db: TenantScope,
    paymentId: string,
    succeeded: boolean,
  ): Promise<{ body: string; signature: string } | null> {
    const [row] = await db.select(localPayments, eq(localPayments.id, paymentId));
    if (!row || (row.status !== 'requires_action' && row.status !== 'processing')) return null;
    const failureCode: PaymentFailureCode | null = succeeded
      ? null
      : row.status === 'requires_action'
        ? 'AUTHENTICATION_FAILED'
        : 'DECLINED';
    await db.update(
      localPayments,
      { status: succeeded ? 'succeeded' : 'failed', failureCode },
      eq(localPayments.id, paymentId),
    );
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: succeeded ? 'payment.succeeded' : 'payment.failed',
      tenantId: db.tenantId,
      paymentId,
      reference: row.reference,
      failureCode,
    } satisfies PaymentEvent);
    const signature = signPayload(body, this.webhookSecret);
    await this.delivery(body, signature);
    return { body, signature };
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    verifySignature(rawBody, signature, this.webhookSecret);
    const event = JSON.parse(rawBody) as Partial<PaymentEvent>;
    if (typeof event.id !== 'string' || typeof event.type !== 'string')
      throw new WebhookSignatureError('not an event');
    return {
      id: event.id,
      type:
        event.type === 'payment.succeeded' || event.type === 'payment.failed'
          ? event.type
          : 'other',
      tenantId: event.tenantId ?? null,
      paymentId: event.paymentId ?? null,
      reference: event.reference ?? null,
      failureCode: event.failureCode ?? null,
    };
  }
}
