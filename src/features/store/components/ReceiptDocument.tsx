import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReceiptDocument_receipt$key } from '../../../__generated__/ReceiptDocument_receipt.graphql';
import { OrderLines } from './OrderLines';
import { ShippingAddressText } from './ShippingAddressText';

/**
 * A receipt that is a qualified invoice (適格請求書): the seller and its registration
 * number, the date, the items with their tax rate (※ for the reduced rate), the total
 * with tax and the tax per rate. Printable; the PDF is the same document.
 */
export function ReceiptDocument({ receipt }: { receipt: ReceiptDocument_receipt$key }) {
  const data = useFragment(receiptFragment, receipt);
  return (
    <Paper radius="lg" shadow="xs" p="lg" className="printable">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2">
            <FormattedMessage id="store.receipt.heading" />
          </Title>
          <Text size="sm" c="dimmed">
            {/* The seller's date: an invoice of a Japanese business is dated in Japan time. */}
            <FormattedDate value={data.issuedAt} dateStyle="long" timeZone="Asia/Tokyo" />
          </Text>
        </Group>
        <Text size="sm">
          <FormattedMessage id="store.receipt.orderNumber" values={{ number: data.order.number }} />
        </Text>
        <OrderLines
          lines={data.order.lines}
          taxes={data.order.taxBreakdown}
          total={data.order.total}
        />
        {data.order.shippingAddress && (
          <Stack gap={4} data-testid="shipping-address">
            <Text size="sm" fw={700}>
              <FormattedMessage id="store.receipt.shipTo" />
            </Text>
            <ShippingAddressText address={data.order.shippingAddress} />
          </Stack>
        )}
        <Divider />
        <Stack gap={2}>
          <Text fw={700}>{data.seller.name}</Text>
          <Text size="sm" data-testid="registration-number">
            <FormattedMessage
              id="store.receipt.registrationNumber"
              values={{ number: data.seller.invoiceRegistrationNumber }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {data.seller.address}
          </Text>
          <Text size="sm" c="dimmed">
            {data.seller.email}
          </Text>
        </Stack>
        <Group className="no-print">
          <Button variant="light" onClick={() => window.print()}>
            <FormattedMessage id="store.receipt.print" />
          </Button>
          <Button component="a" href={data.pdfUrl} variant="subtle">
            <FormattedMessage id="store.receipt.pdf" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const receiptFragment = graphql`
  fragment ReceiptDocument_receipt on Receipt {
    issuedAt
    pdfUrl
    seller {
      name
      invoiceRegistrationNumber
      address
      email
    }
    order {
      number
      total
      lines {
        ...OrderLines_lines
      }
      taxBreakdown {
        ...OrderLines_taxes
      }
      shippingAddress {
        ...ShippingAddressText_address
      }
    }
  }
`;
