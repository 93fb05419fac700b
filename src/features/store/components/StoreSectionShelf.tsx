import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StoreSectionShelf_section$key } from '../../../__generated__/StoreSectionShelf_section.graphql';
import { ItemCard } from './ItemCard';

/** One section on the store's front page: its first items and the way to all of them. */
export function StoreSectionShelf({ section }: { section: StoreSectionShelf_section$key }) {
  const data = useFragment(shelfFragment, section);
  const to = `/store/sections/${encodeURIComponent(data.id)}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={`shelf-${data.id}`}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={`shelf-${data.id}`}>
          {data.title}
        </Title>
        {data.items.pageInfo.hasNextPage && (
          <Anchor component={Link} to={to} size="sm">
            <FormattedMessage id="store.shelf.seeAll" />
          </Anchor>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {data.description}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {data.items.edges.map(({ node }) => (
          <ItemCard key={node.id} item={node} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const shelfFragment = graphql`
  fragment StoreSectionShelf_section on StoreSection {
    id
    title
    description
    items(first: 6) {
      edges {
        node {
          id
          ...ItemCard_item
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;
