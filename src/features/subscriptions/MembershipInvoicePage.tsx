import { Container } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MembershipInvoicePageQuery } from '../../__generated__/MembershipInvoicePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { MembershipInvoiceDocument } from './components/MembershipInvoiceDocument';

/** /settings/subscription-invoice/{id}: the member's invoice; anyone else finds nothing. */
export function MembershipInvoicePage() {
  return <MembershipInvoiceView queryRef={usePageQueryRef<MembershipInvoicePageQuery>()} />;
}

export function MembershipInvoiceView({
  queryRef,
}: {
  queryRef: PreloadedQuery<MembershipInvoicePageQuery>;
}) {
  const intl = useIntl();
  const { membershipInvoice } = usePreloadedQuery<MembershipInvoicePageQuery>(
    invoicePageQuery,
    queryRef,
  );
  usePageMetadata(intl.formatMessage({ id: 'subscriptions.invoice.heading' }));
  useNotFoundStatus(!membershipInvoice);
  return (
    <Container size="sm" py="md">
      {membershipInvoice ? (
        <MembershipInvoiceDocument invoice={membershipInvoice} />
      ) : (
        <EmptyState
          title={<FormattedMessage id="subscriptions.invoice.notFound" />}
          headingOrder={1}
        />
      )}
    </Container>
  );
}

const invoicePageQuery = graphql`
  query MembershipInvoicePageQuery($invoiceId: ID!) {
    membershipInvoice(id: $invoiceId) {
      ...MembershipInvoiceDocument_invoice
    }
  }
`;
