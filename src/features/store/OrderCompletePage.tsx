import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrderCompletePageQuery } from '../../__generated__/OrderCompletePageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { OrderSummary } from './components/OrderSummary';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /store/order/complete?order={id}: thanks, the order, and where to go next. */
export function OrderCompletePage() {
  return <OrderCompleteView queryRef={usePageQueryRef<OrderCompletePageQuery>()} />;
}

export function OrderCompleteView({
  queryRef,
}: {
  queryRef: PreloadedQuery<OrderCompletePageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<OrderCompletePageQuery>(completePageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.complete.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="store.complete.lead" />
          </Text>
        </div>
        {node?.order ? (
          <OrderSummary order={node.order} />
        ) : (
          <EmptyState title={<FormattedMessage id="store.order.notFound" />} />
        )}
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/store" size="sm">
            <FormattedMessage id="store.backToStore" />
          </Anchor>
          <Anchor component={Link} to="/settings/purchase-history" size="sm">
            <FormattedMessage id="store.links.history" />
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}

const completePageQuery = graphql`
  query OrderCompletePageQuery($orderId: ID!) {
    node(id: $orderId) {
      ... on Order @alias(as: "order") {
        ...OrderSummary_order
      }
    }
  }
`;
