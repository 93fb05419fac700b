import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CategoryGroupSection_group$key } from '../../../__generated__/CategoryGroupSection_group.graphql';
import { categoryGroupPath } from '../cardsPaths';
import { CategoryTile } from './CategoryTile';

/** A group on the catalogue page: its name, what it is, its first categories and "see all". */
export function CategoryGroupSection({ group }: { group: CategoryGroupSection_group$key }) {
  const data = useFragment(
    graphql`
      fragment CategoryGroupSection_group on CollectableCardCategoryGroup {
        id
        name
        description
        # A preview of fixed size (the group's page lists them all): a variable here would
        # let one request multiply page sizes past the page-complexity limit.
        categories(first: 3) {
          edges {
            node {
              id
              ...CategoryTile_category
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `,
    group,
  );
  const headingId = `card-group-${data.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {data.description}
          </Text>
        </div>
        <Anchor
          component={Link}
          to={categoryGroupPath(data.id)}
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          <FormattedMessage id="cards.group.seeAll" />
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {data.categories.edges.map(({ node }) => (
          <CategoryTile key={node.id} category={node} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
