import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderLines_lines$key } from '../../../__generated__/OrderLines_lines.graphql';
import type { OrderLines_taxes$key } from '../../../__generated__/OrderLines_taxes.graphql';
import { Yen } from './Price';

/**
 * Lines with quantities and subtotals, the total with tax, and the tax per rate: what the
 * final confirmation screen, the order and the receipt all show. ※ marks the reduced rate.
 */
export function OrderLines({
  lines,
  taxes,
  total,
}: {
  lines: OrderLines_lines$key;
  taxes: OrderLines_taxes$key;
  total: number;
}) {
  const lineData = useFragment(orderLinesFragment, lines);
  const taxData = useFragment(orderTaxesFragment, taxes);
  const hasReduced = lineData.some((line) => line.taxRate === 'REDUCED_8');
  return (
    <Stack gap="xs">
      <Table verticalSpacing="xs" horizontalSpacing={0}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="store.lines.item" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="store.lines.quantity" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="store.lines.subtotal" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineData.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Text size="sm">
                  {line.name}
                  {line.taxRate === 'REDUCED_8' && ' ※'}
                </Text>
                <Text size="xs" c="dimmed">
                  <Yen amount={line.unitPrice} />
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">
                <Yen amount={line.subtotal} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text fw={700}>
          <FormattedMessage id="store.lines.total" />
        </Text>
        <Text fw={700} size="lg" data-testid="order-total">
          <Yen amount={total} />
        </Text>
      </Group>
      <Divider variant="dashed" />
      {taxData.map((tax) => (
        <Group key={tax.rate} justify="space-between">
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="store.lines.taxOfRate"
              values={{
                rate: tax.rate === 'REDUCED_8' ? 8 : 10,
                total: <Yen amount={tax.taxableTotal} />,
              }}
            />
          </Text>
          <Text size="xs" c="dimmed">
            <Yen amount={tax.tax} />
          </Text>
        </Group>
      ))}
      {hasReduced && (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="store.lines.reducedMark" />
        </Text>
      )}
    </Stack>
  );
}

const orderLinesFragment = graphql`
  fragment OrderLines_lines on OrderLine @relay(plural: true) {
    name
    unitPrice
    quantity
    taxRate
    subtotal
  }
`;

const orderTaxesFragment = graphql`
  fragment OrderLines_taxes on TaxBreakdown @relay(plural: true) {
    rate
    taxableTotal
    tax
  }
`;
