import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembershipInvoicesPageQuery } from '../../__generated__/MembershipInvoicesPageQuery.graphql';
import type { MembershipInvoicesPage_viewer$key } from '../../__generated__/MembershipInvoicesPage_viewer.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { Yen } from '../store/components/Price';
import { invoiceStatusMessages } from './subscriptionsMessages';
import { INVOICES_PAGE_SIZE } from './subscriptionsPageSize';

/** /settings/subscription-invoice: the fan's membership invoices, newest first. */
export function MembershipInvoicesPage() {
  return <MembershipInvoicesView queryRef={usePageQueryRef<MembershipInvoicesPageQuery>()} />;
}

export function MembershipInvoicesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<MembershipInvoicesPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MembershipInvoicesPageQuery>(invoicesPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'subscriptions.invoices.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <InvoiceList viewer={viewer} />
      </Stack>
    </Container>
  );
}

function InvoiceList({ viewer }: { viewer: MembershipInvoicesPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    invoicesFragment,
    viewer,
  );
  const edges = data.membershipInvoices.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="subscriptions.invoices.empty" />} />;
  return (
    <Stack gap="xs">
      <Paper radius="lg" shadow="xs" p={4}>
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <UnstyledButton
                component={Link}
                to={`/settings/subscription-invoice/${encodeURIComponent(node.id)}`}
                p="sm"
                display="block"
                style={{ borderRadius: 12 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {node.planName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <FormattedDate
                        value={node.periodStart}
                        dateStyle="medium"
                        timeZone="Asia/Tokyo"
                      />
                      {' – '}
                      <FormattedDate
                        value={node.periodEnd}
                        dateStyle="medium"
                        timeZone="Asia/Tokyo"
                      />
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text fw={700}>
                      <Yen amount={node.amount} />
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={
                        node.status === 'PAID' ? 'teal' : node.status === 'FAILED' ? 'red' : 'gray'
                      }
                    >
                      <FormattedMessage
                        {...invoiceStatusMessages[
                          node.status as keyof typeof invoiceStatusMessages
                        ]}
                      />
                    </Badge>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(INVOICES_PAGE_SIZE)}
        >
          <FormattedMessage id="subscriptions.more" />
        </Button>
      )}
    </Stack>
  );
}

const invoicesFragment = graphql`
  fragment MembershipInvoicesPage_viewer on Viewer
  @refetchable(queryName: "MembershipInvoicesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    membershipInvoices(first: $count, after: $cursor)
      @connection(key: "MembershipInvoicesPage_membershipInvoices") {
      edges {
        node {
          id
          status
          planName
          amount
          periodStart
          periodEnd
        }
      }
    }
  }
`;

const invoicesPageQuery = graphql`
  query MembershipInvoicesPageQuery($count: Int!) {
    viewer {
      ...MembershipInvoicesPage_viewer @arguments(count: $count)
    }
  }
`;
