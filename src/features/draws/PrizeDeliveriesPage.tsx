import { Anchor, Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrizeDeliveriesPage_viewer$key } from '../../__generated__/PrizeDeliveriesPage_viewer.graphql';
import type { PrizeDeliveriesPageQuery } from '../../__generated__/PrizeDeliveriesPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { SignInNotice } from '../store/components/SignInNotice';
import { RealGoodsDeliveryCard } from './components/RealGoodsDeliveryCard';
import { REAL_GOODS_DELIVERIES_PAGE_SIZE } from './drawsPageSize';
import { deliveryFormPath, historyPath } from './drawsRoutes';

const SHOWN_WAITING = 6;

/** /store/prize/delivery: the fan's real-goods prizes waiting for an address, and their deliveries. */
export function PrizeDeliveriesPage() {
  return <PrizeDeliveriesView queryRef={usePageQueryRef<PrizeDeliveriesPageQuery>()} />;
}

export function PrizeDeliveriesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDeliveriesPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PrizeDeliveriesPageQuery>(deliveriesPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'draws.realGoods.title' });
  usePageMetadata(title);
  const waiting = viewer.treasurePullsAwaitingDelivery.edges.map((edge) => edge.node);
  const more = viewer.treasurePullsAwaitingDelivery.pageInfo.hasNextPage;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={historyPath} size="sm">
          <FormattedMessage id="draws.history.back" />
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="draws.realGoods.description" />
          </Text>
        </div>
        {!viewer.isSignedIn ? (
          <SignInNotice />
        ) : (
          <>
            {waiting.length > 0 && (
              <Paper radius="lg" p="md" bg="var(--mantine-primary-color-light)">
                <Stack gap="sm">
                  <Text fw={700}>
                    <FormattedMessage
                      id="draws.realGoods.waiting"
                      values={{ count: waiting.length, more }}
                    />
                  </Text>
                  <Group gap={6}>
                    {waiting.slice(0, SHOWN_WAITING).map((pull) => (
                      <Image
                        key={pull.id}
                        src={pull.prize.imageUrl}
                        alt={pull.prize.name}
                        w={40}
                        h={52}
                        radius="sm"
                        fit="contain"
                      />
                    ))}
                  </Group>
                  <Button component={Link} to={deliveryFormPath} radius="xl">
                    <FormattedMessage id="draws.realGoods.start" />
                  </Button>
                </Stack>
              </Paper>
            )}
            <DeliveryList viewer={viewer} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function DeliveryList({ viewer }: { viewer: PrizeDeliveriesPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(listFragment, viewer);
  const deliveries = data.realGoodsDeliveries.edges.map((edge) => edge.node);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        <FormattedMessage id="draws.realGoods.listTitle" />
      </Title>
      {deliveries.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="draws.realGoods.empty" />}
          description={<FormattedMessage id="draws.realGoods.emptyNote" />}
        />
      ) : (
        deliveries.map((delivery) => (
          <RealGoodsDeliveryCard key={delivery.id} delivery={delivery} />
        ))
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(REAL_GOODS_DELIVERIES_PAGE_SIZE)}
        >
          <FormattedMessage id="draws.more" />
        </Button>
      )}
    </Stack>
  );
}

const deliveriesPageQuery = graphql`
  query PrizeDeliveriesPageQuery($count: Int!, $awaitingCount: Int!) {
    viewer {
      isSignedIn
      treasurePullsAwaitingDelivery(first: $awaitingCount) {
        edges {
          node {
            id
            prize {
              name
              imageUrl
            }
          }
        }
        pageInfo {
          hasNextPage
        }
      }
      ...PrizeDeliveriesPage_viewer @arguments(count: $count)
    }
  }
`;

const listFragment = graphql`
  fragment PrizeDeliveriesPage_viewer on Viewer
  @refetchable(queryName: "PrizeDeliveriesPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    realGoodsDeliveries(first: $count, after: $cursor)
      @connection(key: "PrizeDeliveriesPage_realGoodsDeliveries") {
      edges {
        node {
          id
          ...RealGoodsDeliveryCard_delivery
        }
      }
    }
  }
`;
