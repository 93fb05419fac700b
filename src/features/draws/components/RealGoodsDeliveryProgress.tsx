import { Badge, Text, Timeline } from '@mantine/core';
import { defineMessages, FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { TrackingNumber } from '../../store/components/TrackingNumber';
import type { RealGoodsDeliveryProgress_delivery$key } from '../../../__generated__/RealGoodsDeliveryProgress_delivery.graphql';

export const deliveryStatusMessages = defineMessages({
  REQUESTED: { id: 'draws.realGoods.status.REQUESTED' },
  SHIPPED: { id: 'draws.realGoods.status.SHIPPED' },
});

/** A delivery's status as a badge: green once shipped. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const known = status === 'SHIPPED' || status === 'REQUESTED';
  return (
    <Badge
      variant="light"
      color={status === 'SHIPPED' ? 'teal' : 'plum'}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {known ? <FormattedMessage {...deliveryStatusMessages[status]} /> : status}
    </Badge>
  );
}

const dateOptions = { dateStyle: 'medium', timeZone: 'Asia/Tokyo' } as const;

// A step already behind the parcel.
const done = (
  <Text span size="xs" fw={700} c="white" aria-hidden>
    ✓
  </Text>
);

/** Where a delivery has got to: requested → being packed → shipped with its tracking number. */
export function RealGoodsDeliveryProgress({
  delivery,
}: {
  delivery: RealGoodsDeliveryProgress_delivery$key;
}) {
  const data = useFragment(progressFragment, delivery);
  const shipped = data.status === 'SHIPPED';
  return (
    <Timeline active={shipped ? 2 : 1} bulletSize={22} lineWidth={2}>
      <Timeline.Item bullet={done} title={<FormattedMessage id="draws.realGoods.step.requested" />}>
        <Text size="xs" c="dimmed">
          <FormattedDate value={data.requestedAt} {...dateOptions} />
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={shipped ? done : undefined}
        title={<FormattedMessage id="draws.realGoods.step.packing" />}
      >
        <Text size="xs" c="dimmed">
          <FormattedMessage id="draws.realGoods.step.packingNote" />
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={shipped ? done : undefined}
        title={<FormattedMessage id="draws.realGoods.step.shipped" />}
      >
        {shipped && data.shippedAt ? (
          <>
            <Text size="xs" c="dimmed">
              <FormattedDate value={data.shippedAt} {...dateOptions} />
            </Text>
            {data.carrier && data.trackingNumber && (
              <TrackingNumber carrier={data.carrier} number={data.trackingNumber} />
            )}
          </>
        ) : (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="draws.realGoods.step.shippedNote" />
          </Text>
        )}
      </Timeline.Item>
    </Timeline>
  );
}

const progressFragment = graphql`
  fragment RealGoodsDeliveryProgress_delivery on RealGoodsDelivery {
    status
    requestedAt
    shippedAt
    carrier
    trackingNumber
  }
`;
