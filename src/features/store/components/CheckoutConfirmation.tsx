import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CheckoutConfirmation_legal$key } from '../../../__generated__/CheckoutConfirmation_legal.graphql';
import type { CheckoutConfirmation_viewer$key } from '../../../__generated__/CheckoutConfirmation_viewer.graphql';
import type { CheckoutConfirmation_session$key } from '../../../__generated__/CheckoutConfirmation_session.graphql';
import { useStripeCard } from '../stripe/useStripeCard';
import { usePayCheckoutMutation } from '../usePayCheckoutMutation';
import { AddressBook } from './AddressBook';
import { OrderLines } from './OrderLines';
import { Yen } from './Price';
import { choiceFromSearch, choiceSearch, type PaymentChoice } from './PaymentMethodChooser';
import { PurchaseTerms } from './PurchaseTerms';
import { SavedCardSummary } from './SavedCardSummary';
import { sessionStateMessages } from '../storeMessages';

/**
 * The final confirmation screen (特定商取引法 §12-6): what is bought, how many, the total
 * with tax, how and when it is paid and delivered, cancellation and returns, and a pay
 * button that says it places the order and pays the amount.
 */
export function CheckoutConfirmation({
  session,
  legal,
  viewer,
}: {
  session: CheckoutConfirmation_session$key;
  legal: CheckoutConfirmation_legal$key;
  viewer: CheckoutConfirmation_viewer$key;
}) {
  const data = useFragment(sessionFragment, session);
  const viewerData = useFragment(viewerFragment, viewer);
  const [addressId, setAddressId] = useState<string | null>(null);
  const legalData = useFragment(legalFragment, legal);
  const intl = useIntl();
  const navigate = useNavigate();
  const [pay, paying] = usePayCheckoutMutation();
  const [search] = useSearchParams();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(data.paymentFailure ?? null);
  const stripe = useStripeCard();
  const [collecting, setCollecting] = useState(false);

  // The method chosen at select-method comes back in the address; without one, the
  // default saved card, else a new card. A saved card no longer usable falls back too.
  const cards = viewerData.savedPaymentMethods.edges
    .map((edge) => edge.node)
    .filter((saved) => saved.status === 'ACTIVE');
  const asked = choiceFromSearch(search);
  const defaultCard = cards.find((saved) => saved.isDefault);
  const choice: PaymentChoice =
    asked && (asked.kind !== 'SAVED_CARD' || cards.some((saved) => saved.id === asked.cardId))
      ? asked
      : defaultCard
        ? { kind: 'SAVED_CARD', cardId: defaultCard.id }
        : { kind: 'CARD' };
  const chosenCard =
    choice.kind === 'SAVED_CARD' ? cards.find((saved) => saved.id === choice.cardId) : undefined;
  const method = choice.kind === 'ID_PAYMENT' ? 'ID_PAYMENT' : 'CARD';
  const selectPath = `/checkout/cash-payment/select-method?session=${encodeURIComponent(
    data.id,
  )}&${choiceSearch(choice)}`;

  /** The new card: its number (the local test provider), or Stripe.js's PaymentMethod id. */
  const newCard = async (): Promise<{ card: string } | { message: string }> => {
    if (!stripe.enabled) return { card };
    setCollecting(true);
    const collected = await stripe.collect().finally(() => setCollecting(false));
    return 'message' in collected ? collected : { card: collected.paymentMethodId };
  };

  const submit = async () => {
    setError(null);
    const typed = choice.kind === 'CARD' ? await newCard() : null;
    if (typed && 'message' in typed) return setError(typed.message);
    const outcome = await pay(data.id, method, {
      card: typed?.card,
      savedPaymentMethodId: choice.kind === 'SAVED_CARD' ? choice.cardId : undefined,
      deliveryAddressId: data.needsDelivery ? (addressId ?? undefined) : undefined,
    });
    if ('error' in outcome)
      return setError(outcome.error || intl.formatMessage({ id: 'store.error.generic' }));
    if (outcome.status === 'COMPLETED')
      return navigate(`/store/order/complete?order=${encodeURIComponent(outcome.orderId)}`);
    const session = encodeURIComponent(data.id);
    // 3-D Secure happens on the card issuer's page (the local provider's, in test mode).
    if (method === 'CARD' && outcome.actionUrl) return window.location.assign(outcome.actionUrl);
    navigate(
      `/store/cash-payment/${method === 'CARD' ? 'credit-card' : 'id-payment'}/pending?session=${session}`,
    );
  };

  if (data.state !== 'OPEN')
    return (
      <Alert color={data.state === 'EXPIRED' ? 'yellow' : 'blue'}>
        <Stack gap="xs">
          <Text>
            <FormattedMessage
              {...sessionStateMessages[data.state as keyof typeof sessionStateMessages]}
            />
          </Text>
          {data.order ? (
            <Button
              component={Link}
              to={`/receipt/${encodeURIComponent(data.order.id)}`}
              variant="light"
            >
              <FormattedMessage id="store.complete.receipt" />
            </Button>
          ) : (
            <Button component={Link} to="/store/cart/baskets" variant="light">
              <FormattedMessage id="store.basket.title" />
            </Button>
          )}
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="md">
      <Paper radius="lg" shadow="xs" p="md">
        <Title order={2} size="h4" mb="sm">
          <FormattedMessage id="store.checkout.items" />
        </Title>
        <OrderLines lines={data.lines} taxes={data.taxBreakdown} total={data.total} />
        <Text size="xs" c="dimmed" mt="sm">
          <FormattedMessage
            id="store.checkout.heldUntil"
            values={{ time: <FormattedTime value={data.expiresAt} /> }}
          />
        </Text>
      </Paper>
      {data.needsDelivery && (
        <Paper radius="lg" shadow="xs" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="store.checkout.deliverTo" />
          </Title>
          <AddressBook
            viewer={viewerData}
            mode="choose"
            selected={addressId}
            onSelect={setAddressId}
          />
        </Paper>
      )}
      <Paper radius="lg" shadow="xs" p="md">
        <Group justify="space-between" align="center" mb="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="store.checkout.method" />
          </Title>
          <Button component={Link} to={selectPath} variant="light" size="xs" radius="xl">
            <FormattedMessage id="store.checkout.changeMethod" />
          </Button>
        </Group>
        {chosenCard ? (
          <SavedCardSummary card={chosenCard} />
        ) : (
          <Text fw={600}>
            <FormattedMessage
              id={choice.kind === 'ID_PAYMENT' ? 'store.method.ID_PAYMENT' : 'store.select.newCard'}
            />
          </Text>
        )}
        {choice.kind === 'CARD' && stripe.enabled && <Stack mt="sm">{stripe.field(null)}</Stack>}
        {choice.kind === 'CARD' && !stripe.enabled && (
          <TextInput
            mt="sm"
            label={<FormattedMessage id="store.checkout.cardNumber" />}
            description={<FormattedMessage id="store.checkout.testCards" />}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            onChange={(event) => setCard(event.currentTarget.value)}
            placeholder="4242 4242 4242 4242"
          />
        )}
      </Paper>
      <Paper radius="lg" shadow="xs" p="md">
        <PurchaseTerms legal={legalData} />
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button
        size="lg"
        onClick={submit}
        loading={paying || collecting}
        disabled={
          (choice.kind === 'CARD' && (stripe.enabled ? !stripe.ready : card.trim() === '')) ||
          (data.needsDelivery && addressId === null)
        }
      >
        <FormattedMessage id="store.checkout.pay" values={{ total: <Yen amount={data.total} /> }} />
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        <FormattedMessage id="store.checkout.payNote" />
      </Text>
    </Stack>
  );
}

const sessionFragment = graphql`
  fragment CheckoutConfirmation_session on CheckoutSession {
    id
    state
    total
    expiresAt
    paymentFailure
    needsDelivery
    lines {
      ...OrderLines_lines
    }
    taxBreakdown {
      ...OrderLines_taxes
    }
    order {
      id
    }
  }
`;

const viewerFragment = graphql`
  fragment CheckoutConfirmation_viewer on Viewer
  @argumentDefinitions(addressCount: { type: "Int!" }, cardCount: { type: "Int!" }) {
    ...AddressBook_viewer @arguments(count: $addressCount)
    savedPaymentMethods(first: $cardCount)
      @connection(key: "CheckoutConfirmation_savedPaymentMethods") {
      edges {
        node {
          id
          status
          isDefault
          ...SavedCardSummary_card
        }
      }
    }
  }
`;

const legalFragment = graphql`
  fragment CheckoutConfirmation_legal on StoreLegal {
    ...PurchaseTerms_legal
  }
`;
