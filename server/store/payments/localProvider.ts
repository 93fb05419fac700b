// The local test provider: the default, and what every test uses. Same semantics as
// Stripe without a network: test cards that succeed, decline or ask for 3-D Secure
// (completed on a local challenge page), an ID payment completed later, and signed
// webhook events delivered in process to the same handler Stripe's reach over HTTP.
// Its payments live in the tenant's database (local_payments), so a pending ID payment
// survives a restart as it would at a real provider.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { scheduleJob } from '../../platform/scheduledJobs';
import type { JobHandler } from '../../platform/serverFeature';
import { localPaymentMethods, localPayments } from '../tables';
import {
  WebhookSignatureError,
  cardBrandOf,
  setupReference,
  type CreatePaymentRequest,
  type CreateSetupRequest,
  type Payment,
  type PaymentSetup,
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

/** The job that answers an off-session charge, as a bank does a moment later. */
export const LOCAL_OFF_SESSION_JOB = 'store.localOffSessionCharge';

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
    const { method } = request;
    const outcome =
      method.kind === 'CARD'
        ? cardOutcome(method.card)
        : method.kind === 'SAVED_CARD'
          ? method.onSession
            ? await this.onSessionOutcome(db, method.paymentMethodId)
            : await this.offSessionOutcome(db, method.paymentMethodId)
          : { status: 'processing' as const };
    const [row] = await db
      .insert(localPayments, {
        id,
        amount: request.amount,
        reference: request.reference,
        method: method.kind === 'ID_PAYMENT' ? 'ID_PAYMENT' : 'CARD',
        status: outcome.status,
        failureCode: outcome.failureCode ?? null,
        savedPaymentMethodId: method.kind === 'SAVED_CARD' ? method.paymentMethodId : null,
      })
      .returning();
    if (method.kind === 'SAVED_CARD' && !method.onSession && outcome.status === 'processing')
      // The bank answers in a moment, by webhook: a job, so a test's clock decides when.
      await scheduleJob(db, { kind: LOCAL_OFF_SESSION_JOB, key: id, runAt: new Date() });
    const payment = this.toPayment(db, row, request.returnPath);
    if (method.kind === 'CARD' && method.saveForRenewals && outcome.status !== 'failed') {
      const digits = method.card.replace(/[\s-]/g, '');
      const saved = `lpm_${id.slice(3)}`;
      await db
        .insert(localPaymentMethods, { id: saved, last4: digits.slice(-4) })
        .onConflictDoNothing();
      return {
        ...payment,
        savedPaymentMethodId: saved,
        savedCard: {
          brand: cardBrandOf(digits),
          last4: digits.slice(-4),
          expMonth: null,
          expYear: null,
        },
      };
    }
    return payment;
  }

  /** The fan pays now with a saved card: it answers at once, as the card does off-session. */
  private async onSessionOutcome(
    db: TenantScope,
    paymentMethodId: string,
  ): Promise<{ status: PaymentStatus; failureCode?: PaymentFailureCode }> {
    const [saved] = await db.select(
      localPaymentMethods,
      eq(localPaymentMethods.id, paymentMethodId),
    );
    if (!saved) return { status: 'failed', failureCode: 'INVALID_CARD' };
    return saved.declines ? { status: 'failed', failureCode: 'DECLINED' } : { status: 'succeeded' };
  }

  /**
   * A card kept without a charge: the test cards behave as they do when paying (the
   * 3-D Secure card waits for the local challenge page). The setup is a local payment of
   * ¥0 with a setup reference, so the same challenge page settles it.
   */
  async createSetup(db: TenantScope, request: CreateSetupRequest): Promise<PaymentSetup> {
    const key = request.idempotencyKey.replace(/[^\w-]/g, '_');
    const id = `ls_${key}`;
    const [existing] = await db.select(localPayments, eq(localPayments.id, id));
    const digits = request.card.replace(/[\s-]/g, '');
    const card = {
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
      expMonth: request.expMonth ?? null,
      expYear: request.expYear ?? null,
    };
    if (existing) return this.toSetup(db, existing, card, request.returnPath);
    const outcome = cardOutcome(digits);
    const savedId = outcome.status === 'failed' ? null : `lpm_${key}`;
    const [row] = await db
      .insert(localPayments, {
        id,
        amount: 0,
        reference: setupReference(db.tenantId, key),
        method: 'CARD',
        status: outcome.status,
        failureCode: outcome.failureCode ?? null,
        savedPaymentMethodId: savedId,
      })
      .returning();
    if (savedId)
      await db
        .insert(localPaymentMethods, { id: savedId, last4: card.last4 })
        .onConflictDoNothing();
    return this.toSetup(db, row, card, request.returnPath);
  }

  async retrieveSetup(db: TenantScope, setupId: string): Promise<PaymentSetup | null> {
    const [row] = await db.select(localPayments, eq(localPayments.id, setupId));
    return row?.reference.startsWith('setup:') ? this.toSetup(db, row, null) : null;
  }

  private toSetup(
    db: TenantScope,
    row: typeof localPayments.$inferSelect,
    card: PaymentSetup['card'],
    returnPath = '/settings/store/payment-method',
  ): PaymentSetup {
    const payment = this.toPayment(db, row, returnPath);
    const status =
      payment.status === 'succeeded' || payment.status === 'requires_action'
        ? payment.status
        : 'failed';
    return {
      id: row.id,
      status,
      paymentMethodId: status === 'failed' ? null : row.savedPaymentMethodId,
      card,
      actionUrl: status === 'requires_action' ? payment.actionUrl : null,
      failureCode: status === 'failed' ? (payment.failureCode ?? 'DECLINED') : null,
    };
  }

  async detachPaymentMethod(db: TenantScope, paymentMethodId: string): Promise<void> {
    await db.delete(localPaymentMethods, eq(localPaymentMethods.id, paymentMethodId));
  }

  /** An off-session charge waits for the bank, unless the saved card is unknown. */
  private async offSessionOutcome(
    db: TenantScope,
    paymentMethodId: string,
  ): Promise<{ status: PaymentStatus; failureCode?: PaymentFailureCode }> {
    const [saved] = await db.select(
      localPaymentMethods,
      eq(localPaymentMethods.id, paymentMethodId),
    );
    return saved ? { status: 'processing' } : { status: 'failed', failureCode: 'INVALID_CARD' };
  }

  /** Tests: the saved card declines every charge from now on (or accepts them again). */
  async setSavedCardDeclines(
    db: TenantScope,
    paymentMethodId: string,
    declines: boolean,
  ): Promise<void> {
    await db.update(localPaymentMethods, { declines }, eq(localPaymentMethods.id, paymentMethodId));
  }

  /** Tests (the e2e test clock): every saved card of the garden declines, or accepts again. */
  async setAllSavedCardsDecline(db: TenantScope, declines: boolean): Promise<void> {
    await db.update(localPaymentMethods, { declines });
  }

  /**
   * The job of LOCAL_OFF_SESSION_JOB: the bank's answer to an off-session charge, from the
   * saved card's state, delivered as a signed webhook once the job has committed.
   */
  readonly answerOffSessionCharge: JobHandler = async (db, job) => {
    const [payment] = await db.select(localPayments, eq(localPayments.id, job.key));
    if (!payment || payment.status !== 'processing') return;
    const [card] = await db.select(
      localPaymentMethods,
      eq(localPaymentMethods.id, payment.savedPaymentMethodId ?? ''),
    );
    const succeeds = card !== undefined && !card.declines;
    job.afterCommit?.(async (scope) => {
      await this.settle(scope, payment.id, succeeds);
    });
  };

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
