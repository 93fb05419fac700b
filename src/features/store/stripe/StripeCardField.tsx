// Stripe.js's card field: the number, expiry and security code are typed into Stripe's own
// frames and never reach the garden; the collector turns them into a PaymentMethod id (pm_…)
// that the server saves or charges (its SetupIntent or PaymentIntent is confirmed there, with
// 3-D Secure by redirect). Loaded lazily, and only when the server pays through Stripe.
import { Box, Input, Skeleton } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type CollectedCard = { paymentMethodId: string } | { message: string };
/** Reads the card typed into Stripe's frames as a PaymentMethod. */
export type CardCollector = () => Promise<CollectedCard>;

export interface StripeCardFieldProps {
  publishableKey: string;
  /** The collector once Stripe.js is ready; null while it is not. */
  onReady: (collector: CardCollector | null) => void;
  /** Whether the card typed so far is complete (the form's submit waits for it). */
  onComplete: (complete: boolean) => void;
  /** An error of ours to show under the field (e.g. the server refused the card). */
  error?: string | null;
}

// One Stripe.js per key and language for the page's life, as Stripe asks.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string, locale: 'ja' | 'en'): Promise<Stripe | null> {
  const key = `${publishableKey}:${locale}`;
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale });
    loaded.set(key, stripe);
  }
  return stripe;
}

function CardCollectorField({
  onReady,
  onComplete,
  error,
}: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const intl = useIntl();
  // Stripe's own word on what is typed (an impossible number, a past expiry), in its language.
  const [typingError, setTypingError] = useState<string | null>(null);

  useEffect(() => {
    if (!stripe || !elements) return;
    const unavailable = () => ({
      message: intl.formatMessage({ id: 'store.card.stripeUnavailable' }),
    });
    onReady(async () => {
      const card = elements.getElement(CardElement);
      if (!card) return unavailable();
      const { paymentMethod, error: refused } = await stripe.createPaymentMethod({
        type: 'card',
        card,
      });
      if (paymentMethod) return { paymentMethodId: paymentMethod.id };
      return refused?.message ? { message: refused.message } : unavailable();
    });
    return () => onReady(null);
  }, [stripe, elements, intl, onReady]);

  return (
    <Input.Wrapper
      label={<FormattedMessage id="store.card.details" />}
      error={error ?? typingError}
      required
    >
      {stripe ? (
        <Box
          data-testid="stripe-card-element"
          px="sm"
          py={10}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-default)',
          }}
        >
          <CardElement
            options={{ hidePostalCode: true }}
            onChange={(event) => {
              setTypingError(event.error?.message ?? null);
              onComplete(event.complete);
            }}
          />
        </Box>
      ) : (
        <Skeleton height={36} />
      )}
    </Input.Wrapper>
  );
}

export function StripeCardField({ publishableKey, ...field }: StripeCardFieldProps) {
  const intl = useIntl();
  return (
    <Elements stripe={stripeFor(publishableKey, intl.locale.startsWith('en') ? 'en' : 'ja')}>
      <CardCollectorField {...field} />
    </Elements>
  );
}
