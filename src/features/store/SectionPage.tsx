import { Anchor, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { SectionPageQuery } from '../../__generated__/SectionPageQuery.graphql';
import type { SectionPage_section$key } from '../../__generated__/SectionPage_section.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ItemCard } from './components/ItemCard';
import { SECTION_PAGE_SIZE } from './storePageSize';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /store/sections/{section_id}: every item of a section, a page at a time. */
export function SectionPage() {
  return <SectionView queryRef={usePageQueryRef<SectionPageQuery>()} />;
}

export function SectionView({ queryRef }: { queryRef: PreloadedQuery<SectionPageQuery> }) {
  const { node } = usePreloadedQuery<SectionPageQuery>(sectionPageQuery, queryRef);
  useNotFoundStatus(!node?.section);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/store" size="sm">
          <FormattedMessage id="store.backToStore" />
        </Anchor>
        {node?.section ? (
          <SectionItems section={node.section} />
        ) : (
          <EmptyState title={<FormattedMessage id="store.section.notFound" />} headingOrder={1} />
        )}
      </Stack>
    </Container>
  );
}

function SectionItems({ section }: { section: SectionPage_section$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    sectionItemsFragment,
    section,
  );
  usePageMetadata(data.title);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {data.title}
        </Title>
        <Text c="dimmed" size="sm">
          {data.description}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {data.items.edges.map(({ node }) => (
          <ItemCard key={node.id} item={node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(SECTION_PAGE_SIZE)}
        >
          <FormattedMessage id="store.more" />
        </Button>
      )}
    </Stack>
  );
}

const sectionItemsFragment = graphql`
  fragment SectionPage_section on StoreSection
  @refetchable(queryName: "SectionItemsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
    title
    description
    items(first: $count, after: $cursor) @connection(key: "SectionPage_items") {
      edges {
        node {
          id
          ...ItemCard_item
        }
      }
    }
  }
`;

const sectionPageQuery = graphql`
  query SectionPageQuery($sectionId: ID!) {
    node(id: $sectionId) {
      ... on StoreSection @alias(as: "section") {
        ...SectionPage_section
      }
    }
  }
`;
