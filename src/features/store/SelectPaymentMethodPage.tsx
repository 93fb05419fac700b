import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SelectPaymentMethodPageQuery } from '../../__generated__/SelectPaymentMethodPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import {
  PaymentMethodChooser,
  choiceFromSearch,
  choiceSearch,
  type PaymentChoice,
} from './components/PaymentMethodChooser';
import { Yen } from './components/Price';
import { SignInNotice } from './components/SignInNotice';

/**
 * /checkout/cash-payment/select-method?session=… (and /store/cash-payment/select-method):
 * how to pay a checkout, before the final confirmation it returns to with the choice.
 */
export function SelectPaymentMethodPage() {
  return <SelectPaymentMethodView queryRef={usePageQueryRef<SelectPaymentMethodPageQuery>()} />;
}

export function SelectPaymentMethodView({
  queryRef,
}: {
  queryRef: PreloadedQuery<SelectPaymentMethodPageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { viewer, node } = usePreloadedQuery<SelectPaymentMethodPageQuery>(
    selectPaymentMethodPageQuery,
    queryRef,
  );
  const [choice, setChoice] = useState<PaymentChoice | null>(() => choiceFromSearch(search));
  const title = intl.formatMessage({ id: 'store.select.title' });
  usePageMetadata(title);
  const session = node?.session;
  useNotFoundStatus(viewer.isSignedIn && !session);
  const back = session ? `/checkout/${encodeURIComponent(session.id)}` : '/store/cart/baskets';

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          <FormattedMessage id="store.select.back" />
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        {!viewer.isSignedIn ? (
          <SignInNotice />
        ) : !session || session.state !== 'OPEN' ? (
          <EmptyState title={<FormattedMessage id="store.checkout.notFound" />} />
        ) : (
          <>
            <Paper radius="lg" shadow="xs" p="md">
              <Group justify="space-between">
                <Text c="dimmed">
                  <FormattedMessage id="store.select.amount" />
                </Text>
                <Text fw={700} size="lg">
                  <Yen amount={session.total} />
                </Text>
              </Group>
            </Paper>
            <Paper radius="lg" shadow="xs" p="md">
              <PaymentMethodChooser viewer={viewer} value={choice} onChange={setChoice} />
              <Anchor
                component={Link}
                to="/settings/store/payment-method"
                size="sm"
                mt="sm"
                display="inline-block"
              >
                <FormattedMessage id="store.select.manage" />
              </Anchor>
            </Paper>
            <Button
              size="lg"
              disabled={choice === null}
              onClick={() => choice && navigate(`${back}?${choiceSearch(choice)}`)}
            >
              <FormattedMessage id="store.select.continue" />
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              <FormattedMessage id="store.select.note" />
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}

const selectPaymentMethodPageQuery = graphql`
  query SelectPaymentMethodPageQuery($sessionId: ID!, $cardCount: Int!) {
    viewer {
      isSignedIn
      ...PaymentMethodChooser_viewer @arguments(count: $cardCount)
    }
    node(id: $sessionId) {
      ... on CheckoutSession @alias(as: "session") {
        id
        state
        total
      }
    }
  }
`;
