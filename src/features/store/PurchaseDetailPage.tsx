import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PurchaseDetailPageQuery } from '../../__generated__/PurchaseDetailPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { OrderSummary } from './components/OrderSummary';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /settings/purchase-history/{purchase_history_id}: one order of the fan's. */
export function PurchaseDetailPage() {
  return <PurchaseDetailView queryRef={usePageQueryRef<PurchaseDetailPageQuery>()} />;
}

export function PurchaseDetailView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PurchaseDetailPageQuery>;
}) {
  const { node } = usePreloadedQuery<PurchaseDetailPageQuery>(detailPageQuery, queryRef);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/settings/purchase-history" size="sm">
          <FormattedMessage id="store.history.back" />
        </Anchor>
        {node?.order ? (
          <OrderSummary order={node.order} />
        ) : (
          <EmptyState title={<FormattedMessage id="store.order.notFound" />} headingOrder={1} />
        )}
      </Stack>
    </Container>
  );
}

const detailPageQuery = graphql`
  query PurchaseDetailPageQuery($orderId: ID!) {
    node(id: $orderId) {
      ... on Order @alias(as: "order") {
        ...OrderSummary_order
      }
    }
  }
`;
