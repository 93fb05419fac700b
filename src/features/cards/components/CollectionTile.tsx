import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CollectionTile_collection$key } from '../../../__generated__/CollectionTile_collection.graphql';
import { collectionPath } from '../cardsPaths';
import { CollectionProgress } from './CollectionProgress';

/** One of the fan's collections: the category's cover, its name and the progress N/M. */
export function CollectionTile({ collection }: { collection: CollectionTile_collection$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionTile_collection on CardCollection {
        id
        category {
          name
          imageUrl
          group {
            name
          }
        }
        ...CollectionProgress_collection
      }
    `,
    collection,
  );
  return (
    <Card
      component={Link}
      to={collectionPath(data.id)}
      radius="lg"
      shadow="sm"
      padding="sm"
      withBorder
      aria-label={data.category.name}
    >
      <Group wrap="nowrap" align="center" gap="md">
        <Image src={data.category.imageUrl} alt="" w={112} h={63} radius="md" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {data.category.group.name}
          </Text>
          <Text fw={700} lineClamp={1}>
            {data.category.name}
          </Text>
          <CollectionProgress collection={data} />
        </Stack>
      </Group>
    </Card>
  );
}
