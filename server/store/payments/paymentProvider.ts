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
  /** What the fan sees of that kept card. */
  savedCard?: CardDetails | null;
}

export type CardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'AMEX' | 'DINERS' | 'DISCOVER' | 'UNKNOWN';

/** What the fan sees of a kept card; the expiry is null when the provider did not say. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/**
 * A card kept for later without a charge (a SetupIntent at Stripe): it may need the fan's
 * 3-D Secure first (requires_action with actionUrl), then retrieveSetup says how it ended.
 */
export interface PaymentSetup {
  id: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  /** The kept card, for SAVED_CARD payments: known once it is set up (or waiting for 3-D Secure). */
  paymentMethodId: string | null;
  card: CardDetails | null;
  actionUrl?: string | null;
  failureCode?: PaymentFailureCode | null;
}

export interface CreateSetupRequest {
  /** The local provider: a test card number; Stripe: a PaymentMethod id from Stripe.js (pm_…). */
  card: string;
  /** The expiry the fan typed (the local provider); Stripe reads it from the PaymentMethod. */
  expMonth?: number | null;
  expYear?: number | null;
  /** Where the fan comes back to after 3-D Secure. */
  returnPath: string;
  idempotencyKey: string;
}

/** The brand of a card number by its leading digits (what the list shows). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^35/.test(digits)) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^3(0|6|8|9)/.test(digits)) return 'DINERS';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}

export interface CreatePaymentRequest {
  amount: number;
  reference: string;
  /**
   * CARD is the fan paying now (with `saveForRenewals`, the card is kept for recurring
   * charges, e.g. a membership); SAVED_CARD is a recurring charge to a kept card with the
   * fan away (off-session): its outcome may come only later, by webhook; with `onSession`
   * the fan is paying now with one of their saved cards (a checkout), so it answers at once
   * (or asks for 3-D Secure).
   */
  method:
    | { kind: 'CARD'; card: string; saveForRenewals?: boolean }
    | { kind: 'SAVED_CARD'; paymentMethodId: string; onSession?: boolean }
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
  /** Keeps a card for later charges without charging it (settings/store/payment-method). */
  createSetup(db: TenantScope, request: CreateSetupRequest): Promise<PaymentSetup>;
  /** How a setup stands after the fan's 3-D Secure; null for an unknown id. */
  retrieveSetup(db: TenantScope, setupId: string): Promise<PaymentSetup | null>;
  /** Forgets a kept card: no charge can be made to it any more. */
  detachPaymentMethod(db: TenantScope, paymentMethodId: string): Promise<void>;
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

/** The reference of a card setup's challenge (the local provider), never a checkout's. */
export function setupReference(tenantId: string, setupKey: string): string {
  return `setup:${tenantId}:${setupKey}`;
}

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
