import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrderSummary_order$key } from '../../../__generated__/OrderSummary_order.graphql';
import { OrderLines } from './OrderLines';
import { OrderShipmentStatus } from './OrderShipmentStatus';
import { ShippingAddressText } from './ShippingAddressText';
import { methodMessages, orderStatusMessages } from '../storeMessages';

/** An order: its number, date, status, lines with tax, and the way to its receipt. */
export function OrderSummary({ order }: { order: OrderSummary_order$key }) {
  const data = useFragment(orderSummaryFragment, order);
  return (
    <Paper radius="lg" shadow="xs" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="store.order.number" />
            </Text>
            <Text fw={700} data-testid="order-number">
              {data.number}
            </Text>
          </div>
          <Badge color={data.status === 'PAID' ? 'green' : 'gray'} variant="light">
            <FormattedMessage
              {...orderStatusMessages[data.status as keyof typeof orderStatusMessages]}
            />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedDate value={data.createdAt} dateStyle="long" timeStyle="short" />
          {' · '}
          <FormattedMessage
            {...methodMessages[data.paymentMethod as keyof typeof methodMessages]}
          />
        </Text>
        <OrderLines lines={data.lines} taxes={data.taxBreakdown} total={data.total} />
        {data.shipment && <OrderShipmentStatus shipment={data.shipment} />}
        {data.shippingAddress && (
          <Stack gap={4} data-testid="shipping-address">
            <Text size="sm" fw={700}>
              <FormattedMessage id="store.receipt.shipTo" />
            </Text>
            <ShippingAddressText address={data.shippingAddress} />
          </Stack>
        )}
        <Button
          component={Link}
          to={`/receipt/${encodeURIComponent(data.receipt.id)}`}
          variant="light"
        >
          <FormattedMessage id="store.complete.receipt" />
        </Button>
      </Stack>
    </Paper>
  );
}

const orderSummaryFragment = graphql`
  fragment OrderSummary_order on Order {
    number
    status
    createdAt
    paymentMethod
    total
    lines {
      ...OrderLines_lines
    }
    taxBreakdown {
      ...OrderLines_taxes
    }
    receipt {
      id
    }
    shippingAddress {
      ...ShippingAddressText_address
    }
    shipment {
      ...OrderShipmentStatus_shipment
    }
  }
`;
