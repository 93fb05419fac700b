import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { CardCataloguePageQuery } from '../../__generated__/CardCataloguePageQuery.graphql';
import type { CardCataloguePage_query$key } from '../../__generated__/CardCataloguePage_query.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { collectionsPath } from './cardsPaths';
import { CARD_GROUPS_PAGE_SIZE } from './cardsPageSize';
import { CategoryGroupSection } from './components/CategoryGroupSection';

/** /collectable-card. The route's loader has already started the query. */
export function CardCataloguePage() {
  return <CardCatalogueView queryRef={useLoaderData() as PreloadedQuery<CardCataloguePageQuery>} />;
}

/** Every card set of the garden, group by group, and the way to the fan's collections. */
export function CardCatalogueView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CardCataloguePageQuery>;
}) {
  const intl = useIntl();
  const query = usePreloadedQuery<CardCataloguePageQuery>(cardCataloguePageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    groupsFragment,
    query as CardCataloguePage_query$key,
  );
  usePageMetadata(intl.formatMessage({ id: 'cards.catalogue.title' }));
  const edges = data.collectableCardCategoryGroups.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              <FormattedMessage id="cards.catalogue.title" />
            </Title>
            <Text c="dimmed" size="sm">
              <FormattedMessage id="cards.catalogue.description" />
            </Text>
          </div>
          <Button component={Link} to={collectionsPath} variant="light" size="sm">
            <FormattedMessage id="cards.collections.link" />
          </Button>
        </Group>
        {edges.length === 0 ? (
          <EmptyState title={<FormattedMessage id="cards.catalogue.empty" />} />
        ) : (
          edges.map(({ node }) => <CategoryGroupSection key={node.id} group={node} />)
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(CARD_GROUPS_PAGE_SIZE)}
          >
            <FormattedMessage id="cards.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const cardCataloguePageQuery = graphql`
  query CardCataloguePageQuery($count: Int!) {
    ...CardCataloguePage_query @arguments(count: $count)
  }
`;

const groupsFragment = graphql`
  fragment CardCataloguePage_query on Query
  @refetchable(queryName: "CardCataloguePagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    collectableCardCategoryGroups(first: $count, after: $cursor)
      @connection(key: "CardCataloguePage_collectableCardCategoryGroups") {
      edges {
        node {
          id
          ...CategoryGroupSection_group
        }
      }
    }
  }
`;
