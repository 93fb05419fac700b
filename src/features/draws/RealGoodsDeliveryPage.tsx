import { Anchor, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RealGoodsDeliveryPageQuery } from '../../__generated__/RealGoodsDeliveryPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { ShippingAddressText } from '../store/components/ShippingAddressText';
import { DeliveryPrizeList } from './components/DeliveryPrizeList';
import {
  DeliveryStatusBadge,
  RealGoodsDeliveryProgress,
} from './components/RealGoodsDeliveryProgress';
import { deliveriesPath } from './drawsRoutes';

/** /store/prize/delivery/{real_goods_delivery_id}: one delivery of the fan's, and its progress. */
export function RealGoodsDeliveryPage() {
  return <RealGoodsDeliveryView queryRef={usePageQueryRef<RealGoodsDeliveryPageQuery>()} />;
}

export function RealGoodsDeliveryView({
  queryRef,
}: {
  queryRef: PreloadedQuery<RealGoodsDeliveryPageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<RealGoodsDeliveryPageQuery>(deliveryPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'draws.realGoods.detailTitle' });
  usePageMetadata(title);
  const delivery = node?.delivery;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={deliveriesPath} size="sm">
          <FormattedMessage id="draws.realGoods.back" />
        </Anchor>
        {delivery ? (
          <>
            <Group justify="space-between" align="center">
              <Title order={1} size="h2">
                {title}
              </Title>
              <DeliveryStatusBadge status={delivery.status} />
            </Group>
            <Paper radius="lg" withBorder p="md">
              <RealGoodsDeliveryProgress delivery={delivery} />
            </Paper>
            <Paper radius="lg" withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  <FormattedMessage
                    id="draws.delivery.prizes"
                    values={{ count: delivery.pulls.length + delivery.prizeDrawEntries.length }}
                  />
                </Title>
                <DeliveryPrizeList pulls={delivery.pulls} />
                {delivery.prizeDrawEntries.map((entry) =>
                  entry.prize ? (
                    <Group key={entry.id} gap="sm" wrap="nowrap">
                      <Image
                        src={entry.prize.imageUrl}
                        alt=""
                        w={36}
                        h={48}
                        radius="sm"
                        fit="contain"
                      />
                      <Text size="sm" style={{ flex: 1 }}>
                        {entry.prize.name}
                        <Text span size="xs" c="dimmed" ml={6}>
                          {entry.prizeDraw.title}
                        </Text>
                      </Text>
                    </Group>
                  ) : null,
                )}
              </Stack>
            </Paper>
            <Paper radius="lg" withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  <FormattedMessage id="draws.realGoods.shipTo" />
                </Title>
                <div data-testid="shipping-address">
                  <ShippingAddressText address={delivery.shippingAddress} />
                </div>
              </Stack>
            </Paper>
          </>
        ) : (
          <EmptyState title={<FormattedMessage id="draws.realGoods.notFound" />} headingOrder={1} />
        )}
      </Stack>
    </Container>
  );
}

const deliveryPageQuery = graphql`
  query RealGoodsDeliveryPageQuery($deliveryId: ID!) {
    node(id: $deliveryId) {
      ... on RealGoodsDelivery @alias(as: "delivery") {
        status
        ...RealGoodsDeliveryProgress_delivery
        pulls {
          ...DeliveryPrizeList_pulls
        }
        prizeDrawEntries {
          id
          prize {
            name
            imageUrl
          }
          prizeDraw {
            title
          }
        }
        shippingAddress {
          ...ShippingAddressText_address
        }
      }
    }
  }
`;
