import { Avatar, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RealGoodsDeliveryCard_delivery$key } from '../../../__generated__/RealGoodsDeliveryCard_delivery.graphql';
import { realGoodsDeliveryPath } from '../drawsRoutes';
import { DeliveryStatusBadge } from './RealGoodsDeliveryProgress';

const SHOWN_PRIZES = 4;

/** One of the fan's deliveries in the list: its prizes at a glance, when, and its status. */
export function RealGoodsDeliveryCard({
  delivery,
}: {
  delivery: RealGoodsDeliveryCard_delivery$key;
}) {
  const data = useFragment(cardFragment, delivery);
  const first = data.pulls[0]?.prize.name ?? '';
  return (
    <UnstyledButton component={Link} to={realGoodsDeliveryPath(data.id)} display="block">
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Text fw={700} size="sm" truncate>
              <FormattedMessage
                id="draws.realGoods.cardTitle"
                values={{ name: first, others: data.pulls.length - 1 }}
              />
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="draws.realGoods.requestedOn"
                values={{
                  date: (
                    <FormattedDate
                      value={data.requestedAt}
                      dateStyle="medium"
                      timeZone="Asia/Tokyo"
                    />
                  ),
                }}
              />
            </Text>
            <Avatar.Group spacing="xs">
              {data.pulls.slice(0, SHOWN_PRIZES).map((pull) => (
                <Avatar key={pull.id} src={pull.prize.imageUrl} alt="" radius="sm" size="md" />
              ))}
              {data.pulls.length > SHOWN_PRIZES && (
                <Avatar radius="sm" size="md">
                  +{data.pulls.length - SHOWN_PRIZES}
                </Avatar>
              )}
            </Avatar.Group>
          </Stack>
          <DeliveryStatusBadge status={data.status} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

const cardFragment = graphql`
  fragment RealGoodsDeliveryCard_delivery on RealGoodsDelivery {
    id
    status
    requestedAt
    pulls {
      id
      prize {
        name
        imageUrl
      }
    }
  }
`;
