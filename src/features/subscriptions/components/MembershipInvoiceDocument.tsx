import { Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MembershipInvoiceDocument_invoice$key } from '../../../__generated__/MembershipInvoiceDocument_invoice.graphql';
import { Yen } from '../../store/components/Price';
import { invoiceStatusMessages } from '../subscriptionsMessages';

function Day({ value }: { value: string }) {
  return <FormattedDate value={value} dateStyle="long" timeZone="Asia/Tokyo" />;
}

/**
 * A membership invoice that is a qualified invoice (適格請求書): the seller and its
 * registration number, the date, the month paid for with its tax rate, the total with
 * tax and the tax per rate. Printable.
 */
export function MembershipInvoiceDocument({
  invoice,
}: {
  invoice: MembershipInvoiceDocument_invoice$key;
}) {
  const data = useFragment(invoiceFragment, invoice);
  return (
    <Paper radius="lg" shadow="xs" p="lg" className="printable">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2">
            <FormattedMessage id="subscriptions.invoice.heading" />
          </Title>
          <Badge variant="light" color={data.status === 'PAID' ? 'teal' : 'gray'}>
            <FormattedMessage
              {...invoiceStatusMessages[data.status as keyof typeof invoiceStatusMessages]}
            />
          </Badge>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            <FormattedMessage
              id="subscriptions.invoice.number"
              values={{ number: data.invoiceNumber }}
            />
          </Text>
          {data.paidAt && (
            <Text size="sm">
              <FormattedMessage
                id="subscriptions.invoice.paidAt"
                values={{ date: <Day value={data.paidAt} /> }}
              />
            </Text>
          )}
        </Stack>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text fw={600}>{data.planName}</Text>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="subscriptions.invoice.period"
                    values={{
                      start: <Day value={data.periodStart} />,
                      end: <Day value={data.periodEnd} />,
                    }}
                  />
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Yen amount={data.amount} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={700}>
              <FormattedMessage id="subscriptions.invoice.total" />
            </Text>
            <Text fw={700}>
              <Yen amount={data.amount} />
            </Text>
          </Group>
          {data.taxBreakdown.map((tax) => (
            <Group key={tax.rate} justify="space-between" data-testid="invoice-tax">
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="subscriptions.invoice.taxLine"
                  values={{
                    rate: tax.rate === 'REDUCED_8' ? 8 : 10,
                    taxable: <Yen amount={tax.taxableTotal} />,
                  }}
                />
              </Text>
              <Text size="sm" c="dimmed">
                <Yen amount={tax.tax} />
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider />
        <Stack gap={2}>
          <Text fw={700}>{data.seller.name}</Text>
          <Text size="sm" data-testid="registration-number">
            <FormattedMessage
              id="subscriptions.invoice.registrationNumber"
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
            <FormattedMessage id="subscriptions.invoice.print" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const invoiceFragment = graphql`
  fragment MembershipInvoiceDocument_invoice on MembershipInvoice {
    status
    invoiceNumber
    planName
    periodStart
    periodEnd
    amount
    paidAt
    taxBreakdown {
      rate
      taxableTotal
      tax
    }
    seller {
      name
      invoiceRegistrationNumber
      address
      email
    }
  }
`;
