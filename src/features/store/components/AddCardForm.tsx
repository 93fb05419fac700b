import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStripeCard } from '../stripe/useStripeCard';
import { useAddPaymentMethodMutation } from '../useAddPaymentMethodMutation';

/** "MM/YY" (or "MM/YYYY") as a month and a four-digit year; null when it is not one. */
function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * Saves a new card: its number and expiry typed here (the local test provider), or, when the
 * server pays through Stripe, typed into Stripe.js's card field and sent as a PaymentMethod
 * id. A card that asks for 3-D Secure goes to its issuer's challenge page and comes back to
 * the settings page, which confirms it.
 */
export function AddCardForm({
  connections,
  onSaved,
  onCancel,
  defaultChecked = false,
}: {
  connections: readonly string[];
  onSaved: () => void;
  onCancel?: () => void;
  defaultChecked?: boolean;
}) {
  const intl = useIntl();
  const stripe = useStripeCard();
  const [add, adding] = useAddPaymentMethodMutation();
  const [collecting, setCollecting] = useState(false);
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [makeDefault, setMakeDefault] = useState(defaultChecked);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);

  const save = async (fields: {
    card: string;
    expMonth: number | null;
    expYear: number | null;
  }) => {
    const outcome = await add({ ...fields, makeDefault }, connections);
    if ('saved' in outcome) {
      // 3-D Secure happens on the card issuer's page (the local provider's, in test mode).
      if (outcome.actionUrl) return window.location.assign(outcome.actionUrl);
      setCard('');
      setExpiry('');
      return onSaved();
    }
    setError({
      field: outcome.field,
      message: outcome.message || intl.formatMessage({ id: 'store.error.generic' }),
    });
  };

  const submit = async () => {
    if (stripe.enabled) {
      setError(null);
      setCollecting(true);
      const collected = await stripe.collect().finally(() => setCollecting(false));
      if ('message' in collected) return setError({ field: 'card', message: collected.message });
      return save({ card: collected.paymentMethodId, expMonth: null, expYear: null });
    }
    const parsed = parseExpiry(expiry);
    if (!parsed)
      return setError({
        field: 'expiry',
        message: intl.formatMessage({ id: 'store.card.expiryFormat' }),
      });
    setError(null);
    return save({ card, ...parsed });
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={intl.formatMessage({ id: 'store.card.formLabel' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {stripe.enabled ? (
        stripe.field(error?.field === 'card' ? error.message : null)
      ) : (
        <>
          <TextInput
            label={<FormattedMessage id="store.checkout.cardNumber" />}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={card}
            onChange={(event) => setCard(event.currentTarget.value)}
            error={error?.field === 'card' ? error.message : undefined}
            required
          />
          <TextInput
            label={<FormattedMessage id="store.card.expiry" />}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maw={160}
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
            error={error?.field === 'expiry' ? error.message : undefined}
            required
          />
          <Text size="xs" c="dimmed">
            <FormattedMessage id="store.card.testCards" />
          </Text>
        </>
      )}
      <Checkbox
        label={<FormattedMessage id="store.card.makeDefault" />}
        checked={makeDefault}
        onChange={(event) => setMakeDefault(event.currentTarget.checked)}
      />
      {error && error.field !== 'card' && error.field !== 'expiry' && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          type="submit"
          loading={adding || collecting}
          disabled={stripe.enabled ? !stripe.ready : card.trim() === '' || expiry.trim() === ''}
        >
          <FormattedMessage id="store.card.save" />
        </Button>
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            <FormattedMessage id="store.address.cancel" />
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <FormattedMessage id="store.card.noCharge" />
      </Text>
    </Stack>
  );
}
