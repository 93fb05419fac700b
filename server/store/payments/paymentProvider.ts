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
}

export interface CreatePaymentRequest {
  amount: number;
  reference: string;
  method: { kind: 'CARD'; card: string } | { kind: 'ID_PAYMENT' };
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
