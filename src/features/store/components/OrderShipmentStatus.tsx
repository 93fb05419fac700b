import { Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderShipmentStatus_shipment$key } from '../../../__generated__/OrderShipmentStatus_shipment.graphql';
import { shipmentStatusMessages } from '../storeMessages';
import { TrackingNumber } from './TrackingNumber';

/** An order's parcel: being prepared, or shipped on a date with its tracking number. */
export function OrderShipmentStatus({ shipment }: { shipment: OrderShipmentStatus_shipment$key }) {
  const data = useFragment(shipmentFragment, shipment);
  const shipped = data.status === 'SHIPPED';
  return (
    <Stack gap={4} data-testid="order-shipment">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={700}>
          <FormattedMessage id="store.shipment.title" />
        </Text>
        <Badge variant="light" color={shipped ? 'teal' : 'plum'} radius="sm">
          <FormattedMessage {...shipmentStatusMessages[shipped ? 'SHIPPED' : 'PREPARING']} />
        </Badge>
      </Group>
      {shipped && data.shippedAt ? (
        <>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="store.shipment.shippedOn"
              values={{
                date: (
                  <FormattedDate value={data.shippedAt} dateStyle="medium" timeZone="Asia/Tokyo" />
                ),
              }}
            />
          </Text>
          {data.carrier && data.trackingNumber && (
            <TrackingNumber carrier={data.carrier} number={data.trackingNumber} />
          )}
        </>
      ) : (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="store.shipment.preparingNote" />
        </Text>
      )}
    </Stack>
  );
}

const shipmentFragment = graphql`
  fragment OrderShipmentStatus_shipment on OrderShipment {
    status
    carrier
    trackingNumber
    shippedAt
  }
`;
