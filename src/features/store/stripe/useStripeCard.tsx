// The card field of the screens that take a new card (saving one, paying with one): with
// Stripe on (the runtime config's publishable key) Stripe.js's field, loaded lazily; without
// it nothing, and the screen keeps its own number field for the local test provider.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAppConfig } from '../../../platform/AppConfigProvider';
import type { CardCollector, CollectedCard } from './StripeCardField';

const StripeCardField = lazy(() =>
  import('./StripeCardField').then((module) => ({ default: module.StripeCardField })),
);

export interface StripeCard {
  /** Whether the server pays through Stripe: the card is typed into Stripe.js's field. */
  enabled: boolean;
  /** Whether Stripe.js is ready and the card typed so far is complete. */
  ready: boolean;
  /** The card as a PaymentMethod id, or Stripe's message why not. */
  collect: () => Promise<CollectedCard>;
  /** The field, with `error` under it; null when Stripe is off. */
  field: (error: string | null) => ReactNode;
}

export function useStripeCard(): StripeCard {
  const { stripePublishableKey } = useAppConfig();
  const [collector, setCollector] = useState<{ collect: CardCollector } | null>(null);
  const [complete, setComplete] = useState(false);
  const onReady = useCallback(
    (collect: CardCollector | null) => setCollector(collect ? { collect } : null),
    [],
  );
  return {
    enabled: Boolean(stripePublishableKey),
    ready: collector !== null && complete,
    collect: () => {
      if (!collector) throw new Error('Stripe.js is not ready');
      return collector.collect();
    },
    field: (error) =>
      stripePublishableKey ? (
        <Suspense fallback={<Skeleton height={60} />}>
          <StripeCardField
            publishableKey={stripePublishableKey}
            onReady={onReady}
            onComplete={setComplete}
            error={error}
          />
        </Suspense>
      ) : null,
  };
}
