import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StorePageQuery } from '../../__generated__/StorePageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { BasketButton } from './components/BasketButton';
import { StoreSectionShelf } from './components/StoreSectionShelf';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /store. The route's loader has already started the query. */
export function StorePage() {
  return <StoreView queryRef={usePageQueryRef<StorePageQuery>()} />;
}

export function StoreView({ queryRef }: { queryRef: PreloadedQuery<StorePageQuery> }) {
  const intl = useIntl();
  const { community, viewer } = usePreloadedQuery<StorePageQuery>(storePageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.title' });
  usePageMetadata(title);
  const sections = community.storeSections.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              <FormattedMessage id="store.lead" />
            </Text>
          </div>
          <BasketButton viewer={viewer} />
        </Group>
        <Paper radius="lg" shadow="xs" p="md" withBorder>
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} size="h4">
                <FormattedMessage id="store.membership.title" />
              </Title>
              <Text c="dimmed" size="sm">
                <FormattedMessage id="store.membership.lead" />
              </Text>
            </div>
            <Button component={Link} to="/store/membership" variant="light">
              <FormattedMessage id="store.membership.action" />
            </Button>
          </Group>
        </Paper>
        {sections.length === 0 ? (
          <EmptyState title={<FormattedMessage id="store.empty" />} headingOrder={2} />
        ) : (
          sections.map(({ node }) => <StoreSectionShelf key={node.id} section={node} />)
        )}
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/settings/purchase-history" size="sm">
            <FormattedMessage id="store.links.history" />
          </Anchor>
          <Anchor component={Link} to="/tokushoho" size="sm">
            <FormattedMessage id="store.links.tokushoho" />
          </Anchor>
          <Anchor component={Link} to="/payment-services-act" size="sm">
            <FormattedMessage id="store.links.paymentServices" />
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}

const storePageQuery = graphql`
  query StorePageQuery {
    community {
      storeSections(first: 8) {
        edges {
          node {
            id
            ...StoreSectionShelf_section
          }
        }
      }
    }
    viewer {
      ...BasketButton_viewer
    }
  }
`;
