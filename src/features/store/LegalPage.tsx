import { Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LegalPageQuery } from '../../__generated__/LegalPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { legalMessages } from './storeMessages';
import { usePageQueryRef } from '../../routing/routeQueries';

export type LegalPageKind = 'tokushoho' | 'paymentServices';

/**
 * /tokushoho (特定商取引法に基づく表記) and /payment-services-act (資金決済法に基づく表示),
 * both from the tenant's store settings.
 */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  return <LegalView kind={kind} queryRef={usePageQueryRef<LegalPageQuery>()} />;
}

export function LegalView({
  kind,
  queryRef,
}: {
  kind: LegalPageKind;
  queryRef: PreloadedQuery<LegalPageQuery>;
}) {
  const intl = useIntl();
  const { community } = usePreloadedQuery<LegalPageQuery>(legalPageQuery, queryRef);
  const legal = community.storeLegal;
  const title = intl.formatMessage(
    kind === 'tokushoho' ? legalMessages.tokushohoTitle : legalMessages.paymentServicesTitle,
  );
  usePageMetadata(title);
  const rows: [keyof typeof legalMessages, string][] =
    kind === 'tokushoho'
      ? [
          ['seller', legal.seller.name],
          ['representative', legal.representative],
          ['address', legal.seller.address],
          ['phone', legal.phone],
          ['email', legal.seller.email],
          ['price', intl.formatMessage({ id: 'store.legal.priceText' })],
          ['additionalCosts', legal.additionalCosts],
          ['paymentMethods', intl.formatMessage({ id: 'store.legal.paymentMethodsText' })],
          ['paymentTiming', legal.paymentTiming],
          ['deliveryTiming', legal.deliveryTiming],
          ['returnPolicy', legal.returnPolicy],
        ]
      : [
          ['coinIssuer', legal.coinIssuer],
          ['address', legal.seller.address],
          ['email', legal.seller.email],
          ['coinNotice', legal.coinNotice],
        ];
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper radius="lg" shadow="xs" p="md">
          <Table variant="vertical" layout="fixed" withRowBorders>
            <Table.Tbody>
              {rows.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w={{ base: 110, sm: 180 }}>
                    <FormattedMessage {...legalMessages[key]} />
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {value}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
    </Container>
  );
}

const legalPageQuery = graphql`
  query LegalPageQuery {
    community {
      storeLegal {
        seller {
          name
          address
          email
        }
        representative
        phone
        paymentTiming
        deliveryTiming
        returnPolicy
        additionalCosts
        coinIssuer
        coinNotice
      }
    }
  }
`;
