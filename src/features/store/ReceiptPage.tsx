import { Container } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReceiptPageQuery } from '../../__generated__/ReceiptPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ReceiptDocument } from './components/ReceiptDocument';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /receipt/{receipt_id}: the buyer's qualified invoice; anyone else finds nothing. */
export function ReceiptPage() {
  return <ReceiptView queryRef={usePageQueryRef<ReceiptPageQuery>()} />;
}

export function ReceiptView({ queryRef }: { queryRef: PreloadedQuery<ReceiptPageQuery> }) {
  const intl = useIntl();
  const { receipt } = usePreloadedQuery<ReceiptPageQuery>(receiptPageQuery, queryRef);
  usePageMetadata(intl.formatMessage({ id: 'store.receipt.heading' }));
  return (
    <Container size="sm" py="md">
      {receipt ? (
        <ReceiptDocument receipt={receipt} />
      ) : (
        <EmptyState title={<FormattedMessage id="store.receipt.notFound" />} headingOrder={1} />
      )}
    </Container>
  );
}

const receiptPageQuery = graphql`
  query ReceiptPageQuery($receiptId: ID!) {
    receipt(id: $receiptId) {
      ...ReceiptDocument_receipt
    }
  }
`;
