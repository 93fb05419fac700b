import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { shipmentStatusMessages } from './storeMessages';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { PurchaseHistoryPageQuery } from '../../__generated__/PurchaseHistoryPageQuery.graphql';
import type { PurchaseHistoryPage_viewer$key } from '../../__generated__/PurchaseHistoryPage_viewer.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { Yen } from './components/Price';
import { ORDERS_PAGE_SIZE } from './storePageSize';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /settings/purchase-history: the fan's orders, newest first. */
export function PurchaseHistoryPage() {
  return <PurchaseHistoryView queryRef={usePageQueryRef<PurchaseHistoryPageQuery>()} />;
}

export function PurchaseHistoryView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PurchaseHistoryPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PurchaseHistoryPageQuery>(historyPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.history.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <OrderList viewer={viewer} />
      </Stack>
    </Container>
  );
}

function OrderList({ viewer }: { viewer: PurchaseHistoryPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(ordersFragment, viewer);
  const edges = data.orders.edges;
  if (edges.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="store.history.empty" />}
        action={
          <Button component={Link} to="/store" variant="light">
            <FormattedMessage id="store.backToStore" />
          </Button>
        }
      />
    );
  return (
    <Stack gap="xs">
      <Paper radius="lg" shadow="xs" p={4}>
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <UnstyledButton
                component={Link}
                to={`/settings/purchase-history/${encodeURIComponent(node.id)}`}
                p="sm"
                display="block"
                style={{ borderRadius: 12 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {node.lines[0]?.name}
                      {node.lines.length > 1 && (
                        <FormattedMessage
                          id="store.history.andMore"
                          values={{ count: node.lines.length - 1 }}
                        />
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <FormattedDate value={node.createdAt} dateStyle="medium" /> · {node.number}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text fw={700}>
                      <Yen amount={node.total} />
                    </Text>
                    {node.status === 'REFUNDED' ? (
                      <Badge size="xs" color="gray">
                        <FormattedMessage id="store.order.status.REFUNDED" />
                      </Badge>
                    ) : (
                      node.shipment && (
                        <Badge
                          size="xs"
                          variant="light"
                          color={node.shipment.status === 'SHIPPED' ? 'teal' : 'plum'}
                        >
                          <FormattedMessage
                            {...shipmentStatusMessages[
                              node.shipment.status === 'SHIPPED' ? 'SHIPPED' : 'PREPARING'
                            ]}
                          />
                        </Badge>
                      )
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(ORDERS_PAGE_SIZE)}>
          <FormattedMessage id="store.more" />
        </Button>
      )}
    </Stack>
  );
}

const ordersFragment = graphql`
  fragment PurchaseHistoryPage_viewer on Viewer
  @refetchable(queryName: "PurchaseHistoryPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    orders(first: $count, after: $cursor) @connection(key: "PurchaseHistoryPage_orders") {
      edges {
        node {
          id
          number
          status
          total
          createdAt
          lines {
            name
          }
          shipment {
            status
          }
        }
      }
    }
  }
`;

const historyPageQuery = graphql`
  query PurchaseHistoryPageQuery {
    viewer {
      ...PurchaseHistoryPage_viewer
    }
  }
`;
