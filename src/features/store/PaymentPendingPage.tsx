import { Container, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PaymentPendingPageQuery } from '../../__generated__/PaymentPendingPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { PaymentPending } from './components/PaymentPending';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /store/cash-payment/credit-card/pending and /store/cash-payment/id-payment/pending. */
export function PaymentPendingPage() {
  return <PaymentPendingView queryRef={usePageQueryRef<PaymentPendingPageQuery>()} />;
}

export function PaymentPendingView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PaymentPendingPageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<PaymentPendingPageQuery>(pendingPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.pending.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {node?.session ? (
          <PaymentPending session={node.session} />
        ) : (
          <EmptyState title={<FormattedMessage id="store.checkout.notFound" />} />
        )}
      </Stack>
    </Container>
  );
}

const pendingPageQuery = graphql`
  query PaymentPendingPageQuery($sessionId: ID!) {
    node(id: $sessionId) {
      ... on CheckoutSession @alias(as: "session") {
        ...PaymentPending_session
      }
    }
  }
`;
