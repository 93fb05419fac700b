import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { PaymentPending_session$key } from '../../../__generated__/PaymentPending_session.graphql';
import { useRefreshCheckoutMutation } from '../useRefreshCheckoutMutation';
import { Yen } from './Price';
import { pendingMessages, sessionStateMessages } from '../storeMessages';

/** How often the page asks how the payment stands while it waits. */
const REFRESH_INTERVAL_MS = 2000;

/**
 * A payment that is not settled yet: after 3-D Secure, or an ID payment the fan makes in
 * its own app. The page asks the server (which asks the provider) until it is paid or
 * refused; the provider's webhook may have settled it already.
 */
export function PaymentPending({ session }: { session: PaymentPending_session$key }) {
  const data = useFragment(pendingFragment, session);
  const refresh = useRefreshCheckoutMutation();
  const navigate = useNavigate();
  const waiting = data.state === 'PAYING';

  useEffect(() => {
    if (!waiting) return;
    refresh(data.id);
    const timer = window.setInterval(() => refresh(data.id), REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, data.id, refresh]);

  useEffect(() => {
    if (data.state === 'COMPLETED' && data.order)
      navigate(`/store/order/complete?order=${encodeURIComponent(data.order.id)}`, {
        replace: true,
      });
  }, [data.state, data.order, navigate]);

  if (waiting)
    return (
      <Paper radius="lg" shadow="xs" p="lg">
        <Stack align="center" gap="sm" ta="center">
          <Loader />
          <Title order={2} size="h4">
            <FormattedMessage
              {...pendingMessages[
                data.selectedPaymentMethod === 'ID_PAYMENT' ? 'ID_PAYMENT' : 'CARD'
              ]}
            />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage
              id="store.pending.amount"
              values={{ total: <Yen amount={data.total} /> }}
            />
          </Text>
          {data.paymentActionUrl && (
            <Button component="a" href={data.paymentActionUrl} variant="light">
              <FormattedMessage id="store.pending.openPayment" />
            </Button>
          )}
        </Stack>
      </Paper>
    );
  if (data.state === 'COMPLETED')
    return (
      <Alert color="green">
        <FormattedMessage id="store.pending.paid" />
      </Alert>
    );
  return (
    <Alert color={data.state === 'EXPIRED' ? 'yellow' : 'red'} role="alert">
      <Stack gap="xs">
        <Text>
          {data.paymentFailure ?? (
            <FormattedMessage
              {...sessionStateMessages[data.state as keyof typeof sessionStateMessages]}
            />
          )}
        </Text>
        {data.state === 'OPEN' && (
          <Button component={Link} to={`/checkout/${encodeURIComponent(data.id)}`} variant="light">
            <FormattedMessage id="store.pending.tryAgain" />
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

const pendingFragment = graphql`
  fragment PaymentPending_session on CheckoutSession {
    id
    state
    total
    selectedPaymentMethod
    paymentActionUrl
    paymentFailure
    order {
      id
    }
  }
`;
