// The Stripe implementation, through the official library: PaymentIntents confirmed at
// once with the card's PaymentMethod (pm_… from Stripe.js), 3-D Secure through Stripe's
// redirect, ID payments as konbini (paid later at a store, reported by webhook), refunds,
// and webhook events verified by Stripe's signature. Used when STRIPE_SECRET_KEY is set.
import Stripe from 'stripe';
import type { TenantScope } from '../../db/tenantScope';
import {
  WebhookSignatureError,
  type CardBrand,
  type CardDetails,
  type CreatePaymentRequest,
  type CreateSetupRequest,
  type Payment,
  type PaymentSetup,
  type PaymentEvent,
  type PaymentFailureCode,
  type PaymentProvider,
} from './paymentProvider';

function failureCodeOf(intent: Stripe.PaymentIntent): PaymentFailureCode {
  const error = intent.last_payment_error;
  if (error?.code === 'payment_intent_authentication_failure') return 'AUTHENTICATION_FAILED';
  if (error?.code === 'incorrect_number' || error?.code === 'invalid_number') return 'INVALID_CARD';
  return 'DECLINED';
}

export function paymentOfIntent(intent: Stripe.PaymentIntent): Payment {
  const konbini = intent.payment_method_types.includes('konbini');
  const base = { id: intent.id, amount: intent.amount, reference: intent.metadata.reference ?? '' };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded' };
    case 'processing':
      return { ...base, status: 'processing' };
    case 'requires_action':
      return konbini
        ? {
            ...base,
            status: 'processing',
            actionUrl: intent.next_action?.konbini_display_details?.hosted_voucher_url ?? null,
          }
        : {
            ...base,
            status: 'requires_action',
            actionUrl: intent.next_action?.redirect_to_url?.url ?? null,
          };
    case 'canceled':
      return { ...base, status: 'failed', failureCode: 'DECLINED' };
    default:
      // requires_payment_method after a decline, or not confirmed yet.
      return { ...base, status: 'failed', failureCode: failureCodeOf(intent) };
  }
}

const BRANDS: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  jcb: 'JCB',
  amex: 'AMEX',
  diners: 'DINERS',
  discover: 'DISCOVER',
};

function cardOf(method: string | Stripe.PaymentMethod | null): CardDetails | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand: BRANDS[brand] ?? 'UNKNOWN', last4, expMonth, expYear };
}

/** A SetupIntent as the store sees it; the kept card is named `<customer>/<payment method>`. */
export function setupOfIntent(intent: Stripe.SetupIntent): PaymentSetup {
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const paymentMethodId = customer && method ? `${customer}/${method}` : null;
  const card = cardOf(intent.payment_method);
  switch (intent.status) {
    case 'succeeded':
      return { id: intent.id, status: 'succeeded', paymentMethodId, card };
    case 'requires_action':
      return {
        id: intent.id,
        status: 'requires_action',
        paymentMethodId,
        card,
        actionUrl: intent.next_action?.redirect_to_url?.url ?? null,
      };
    default: {
      const code = intent.last_setup_error?.code;
      return {
        id: intent.id,
        status: 'failed',
        paymentMethodId: null,
        card,
        failureCode:
          code === 'setup_intent_authentication_failure'
            ? 'AUTHENTICATION_FAILED'
            : code === 'incorrect_number' || code === 'invalid_number'
              ? 'INVALID_CARD'
              : 'DECLINED',
      };
    }
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async createPayment(db: TenantScope, request: CreatePaymentRequest): Promise<Payment> {
    const returnUrl = new URL(request.returnPath, this.publicUrl).toString();
    const { method } = request;
    try {
      // A card kept for renewals belongs to a Customer: one per kept card, named
      // `<customer>/<payment method>` in the savedPaymentMethodId.
      const customer =
        method.kind === 'CARD' && method.saveForRenewals
          ? await this.stripe.customers.create(
              { metadata: { tenantId: db.tenantId } },
              { idempotencyKey: `customer-${request.idempotencyKey}` },
            )
          : null;
      const [savedCustomer, savedMethod] =
        method.kind === 'SAVED_CARD' ? method.paymentMethodId.split('/') : [];
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: 'jpy',
          confirm: true,
          metadata: { tenantId: db.tenantId, reference: request.reference },
          ...(method.kind === 'CARD'
            ? {
                payment_method: method.card,
                payment_method_types: ['card'],
                return_url: returnUrl,
                ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' } : {}),
              }
            : method.kind === 'SAVED_CARD'
              ? {
                  customer: savedCustomer,
                  payment_method: savedMethod,
                  payment_method_types: ['card'],
                  // The fan paying now (a checkout) can answer 3-D Secure; a renewal cannot.
                  ...(method.onSession ? { return_url: returnUrl } : { off_session: true }),
                }
              : { payment_method_types: ['konbini'], payment_method_data: { type: 'konbini' } }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const payment = paymentOfIntent(intent);
      return customer && method.kind === 'CARD' && payment.status !== 'failed'
        ? { ...payment, savedPaymentMethodId: `${customer.id}/${method.card}` }
        : payment;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const code = error.code === 'incorrect_number' ? 'INVALID_CARD' : 'DECLINED';
        return {
          id: '',
          status: 'failed',
          amount: request.amount,
          reference: request.reference,
          failureCode: code,
        };
      }
      if (error instanceof Stripe.errors.StripeConnectionError)
        return {
          id: '',
          status: 'failed',
          amount: request.amount,
          reference: request.reference,
          failureCode: 'PROVIDER_UNAVAILABLE',
        };
      throw error;
    }
  }

  async createSetup(db: TenantScope, request: CreateSetupRequest): Promise<PaymentSetup> {
    try {
      const customer = await this.stripe.customers.create(
        { metadata: { tenantId: db.tenantId } },
        { idempotencyKey: `customer-${request.idempotencyKey}` },
      );
      const intent = await this.stripe.setupIntents.create(
        {
          customer: customer.id,
          payment_method: request.card,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          confirm: true,
          return_url: new URL(request.returnPath, this.publicUrl).toString(),
          metadata: { tenantId: db.tenantId },
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return setupOfIntent(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return {
          id: '',
          status: 'failed',
          paymentMethodId: null,
          card: null,
          failureCode: error.code === 'incorrect_number' ? 'INVALID_CARD' : 'DECLINED',
        };
      if (error instanceof Stripe.errors.StripeConnectionError)
        return {
          id: '',
          status: 'failed',
          paymentMethodId: null,
          card: null,
          failureCode: 'PROVIDER_UNAVAILABLE',
        };
      throw error;
    }
  }

  async retrieveSetup(_db: TenantScope, setupId: string): Promise<PaymentSetup | null> {
    return setupOfIntent(
      await this.stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] }),
    );
  }

  async detachPaymentMethod(_db: TenantScope, paymentMethodId: string): Promise<void> {
    const [, method] = paymentMethodId.split('/');
    if (method) await this.stripe.paymentMethods.detach(method);
  }

  async retrievePayment(_db: TenantScope, paymentId: string): Promise<Payment | null> {
    return paymentOfIntent(await this.stripe.paymentIntents.retrieve(paymentId));
  }

  async refundPayment(_db: TenantScope, paymentId: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: paymentId },
      { idempotencyKey: `refund-${paymentId}` },
    );
  }

  async cancelPayment(_db: TenantScope, paymentId: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(paymentId);
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid');
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
      return { id: event.id, type: 'other', tenantId: null, paymentId: null, reference: null };
    const intent = event.data.object;
    return {
      id: event.id,
      type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
      tenantId: intent.metadata.tenantId ?? null,
      paymentId: intent.id,
      reference: intent.metadata.reference ?? null,
      failureCode: event.type === 'payment_intent.payment_failed' ? failureCodeOf(intent) : null,
    };
  }
}
