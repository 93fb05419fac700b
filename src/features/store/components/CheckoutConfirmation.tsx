import { Alert, Button, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { CheckoutConfirmation_legal$key } from '../../../__generated__/CheckoutConfirmation_legal.graphql';
import type { CheckoutConfirmation_viewer$key } from '../../../__generated__/CheckoutConfirmation_viewer.graphql';
import type { CheckoutConfirmation_session$key } from '../../../__generated__/CheckoutConfirmation_session.graphql';
import { usePayCheckoutMutation } from '../usePayCheckoutMutation';
import { AddressBook } from './AddressBook';
import { OrderLines } from './OrderLines';
import { Yen } from './Price';
import { PurchaseTerms } from './PurchaseTerms';
import { sessionStateMessages } from '../storeMessages';

type Method = 'CARD' | 'ID_PAYMENT';

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
  const [method, setMethod] = useState<Method>('CARD');
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(data.paymentFailure ?? null);

  const submit = async () => {
    const outcome = await pay(data.id, method, {
      card: method === 'CARD' ? card : undefined,
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
        <Radio.Group
          value={method}
          onChange={(value) => setMethod(value as Method)}
          label={<FormattedMessage id="store.checkout.method" />}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="CARD" label={<FormattedMessage id="store.method.CARD" />} />
            <Radio value="ID_PAYMENT" label={<FormattedMessage id="store.method.ID_PAYMENT" />} />
          </Stack>
        </Radio.Group>
        {method === 'CARD' && (
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
        loading={paying}
        disabled={
          (method === 'CARD' && card.trim() === '') || (data.needsDelivery && addressId === null)
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
  @argumentDefinitions(addressCount: { type: "Int!" }) {
    ...AddressBook_viewer @arguments(count: $addressCount)
  }
`;

const legalFragment = graphql`
  fragment CheckoutConfirmation_legal on StoreLegal {
    ...PurchaseTerms_legal
  }
`;
