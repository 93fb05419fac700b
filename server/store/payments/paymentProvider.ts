// What the store needs of a payment provider. Two implementations with the same
// semantics: the local test provider (default, and in tests) and Stripe (with real keys
// from the environment). A payment is made for a reference the store owns
// (`checkout:<tenant>:<session>`); its outcome arrives in the answer, later by a signed
// webhook, or both — the store completes an order once however they arrive.
import type { TenantScope } from '../../db/tenantScope';

export type PaymentStatus =
  /** The fan must act first (3-D Secure): send them to actionUrl. */
  | 'requires_action'
  /** The provider completes it later (ID payment) and says so by webhook. */
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'refunded';

export type PaymentFailureCode =
  'DECLINED' | 'INVALID_CARD' | 'AUTHENTICATION_FAILED' | 'PROVIDER_UNAVAILABLE';

export interface Payment {
  id: string;
  status: PaymentStatus;
  amount: number;
  reference: string;
  actionUrl?: string | null;
  failureCode?: PaymentFailureCode | null;
  /** The card kept for later charges, when the request asked to save it and it was accepted. */
  savedPaymentMethodId?: string | null;
}

export interface CreatePaymentRequest {
  amount: number;
  reference: string;
  /**
   * CARD is the fan paying now (with `saveForRenewals`, the card is kept for recurring
   * charges, e.g. a membership); SAVED_CARD is a recurring charge to a kept card with the
   * fan away (off-session): its outcome may come only later, by webhook.
   */
  method:
    | { kind: 'CARD'; card: string; saveForRenewals?: boolean }
    | { kind: 'SAVED_CARD'; paymentMethodId: string }
    | { kind: 'ID_PAYMENT' };
  /** Where the fan comes back to after acting on the payment (absolute path or URL). */
  returnPath: string;
  /** The same key never creates two payments (a retried mutation). */
  idempotencyKey: string;
}

/** A verified webhook event, reduced to what the store acts on. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  tenantId: string | null;
  paymentId: string | null;
  reference: string | null;
  failureCode?: PaymentFailureCode | null;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** `db` is the tenant's scope in the caller's transaction (the local provider keeps its payments there). */
  createPayment(db: TenantScope, request: CreatePaymentRequest): Promise<Payment>;
  retrievePayment(db: TenantScope, paymentId: string): Promise<Payment | null>;
  refundPayment(db: TenantScope, paymentId: string): Promise<void>;
  cancelPayment(db: TenantScope, paymentId: string): Promise<void>;
  /** Checks the signature; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

/** A payment's outcome applied to what it paid for, in the event's transaction. */
export interface PaymentApplication {
  tenantId: string;
  /** A conditional change of the target's state, so the same outcome twice changes nothing. */
  apply(
    tx: TenantScope,
    payment: Payment,
    provider: PaymentProvider,
  ): Promise<{ afterCommit?: (db: TenantScope) => Promise<void> }>;
}

/**
 * What a webhook event's reference belongs to: the checkout's sessions, or another
 * feature's payments (a membership's invoices). processPaymentEvent asks each in turn;
 * null when the reference is not the target's.
 */
export type PaymentTarget = (reference: string | null) => PaymentApplication | null;

/** The reference of a checkout session's payment, read back from webhook events. */
export function checkoutReference(tenantId: string, sessionId: number): string {
  return `checkout:${tenantId}:${sessionId}`;
}

export function parseCheckoutReference(
  reference: string | null,
): { tenantId: string; sessionId: number } | null {
  const match = /^checkout:([a-z0-9_-]+):(\d+)$/.exec(reference ?? '');
  return match ? { tenantId: match[1], sessionId: Number(match[2]) } : null;
}
