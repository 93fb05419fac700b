import { Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrizeDeliveryDonePageQuery } from '../../__generated__/PrizeDeliveryDonePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { DeliveryStepper } from './components/DeliveryStepper';
import { deliveriesPath, realGoodsDeliveryPath } from './drawsRoutes';

/** /store/prize/delivery/done?delivery=…: the request went through. */
export function PrizeDeliveryDonePage() {
  return <PrizeDeliveryDoneView queryRef={usePageQueryRef<PrizeDeliveryDonePageQuery>()} />;
}

export function PrizeDeliveryDoneView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDeliveryDonePageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<PrizeDeliveryDonePageQuery>(donePageQuery, queryRef);
  const title = intl.formatMessage({ id: 'draws.realGoods.doneTitle' });
  usePageMetadata(title);
  const delivery = node?.delivery;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <DeliveryStepper active={3} />
        {delivery ? (
          <Stack align="center" ta="center" gap="sm" py="md">
            <Image src="/images/empty/quiet-garden.svg" alt="" w={160} h={112} fit="contain" />
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text role="status">
              <FormattedMessage
                id="draws.delivery.done"
                values={{ count: delivery.pulls.length + delivery.prizeDrawEntries.length }}
              />
            </Text>
            <Text size="sm" c="dimmed" maw={420}>
              <FormattedMessage id="draws.realGoods.doneNote" />
            </Text>
            <Group justify="center" mt="sm">
              <Button component={Link} to={realGoodsDeliveryPath(delivery.id)} radius="xl">
                <FormattedMessage id="draws.realGoods.seeDelivery" />
              </Button>
              <Button component={Link} to={deliveriesPath} radius="xl" variant="light">
                <FormattedMessage id="draws.realGoods.seeAll" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <EmptyState title={<FormattedMessage id="draws.realGoods.notFound" />} headingOrder={1} />
        )}
      </Stack>
    </Container>
  );
}

const donePageQuery = graphql`
  query PrizeDeliveryDonePageQuery($deliveryId: ID!) {
    node(id: $deliveryId) {
      ... on RealGoodsDelivery @alias(as: "delivery") {
        id
        prizeDrawEntries {
          id
        }
        pulls {
          id
        }
      }
    }
  }
`;
