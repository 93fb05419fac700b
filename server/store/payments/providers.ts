// Which payment provider the deployment uses: Stripe when STRIPE_SECRET_KEY is set (with
// STRIPE_WEBHOOK_SECRET and PUBLIC_URL), else the local test provider. One per process.
import { LocalPaymentProvider } from './localProvider';
import type { PaymentProvider } from './paymentProvider';
import { StripePaymentProvider } from './stripeProvider';

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  if (provider) return provider;
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL } = process.env;
  if (STRIPE_SECRET_KEY) {
    if (!STRIPE_WEBHOOK_SECRET || !PUBLIC_URL)
      throw new Error('STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and PUBLIC_URL');
    provider = new StripePaymentProvider(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL);
  } else {
    provider = new LocalPaymentProvider(process.env.LOCAL_PAYMENTS_WEBHOOK_SECRET);
  }
  return provider;
}

/** The local provider when it is the one in use (its challenge pages and test helpers). */
export function localPaymentProvider(): LocalPaymentProvider | null {
  const current = paymentProvider();
  return current instanceof LocalPaymentProvider ? current : null;
}
