import { AspectRatio, Card, Group, Image, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CategoryTile_category$key } from '../../../__generated__/CategoryTile_category.graphql';
import { categoryPath } from '../cardsPaths';

/** A category in a list: its cover, name, and how many of its cards the viewer holds. */
export function CategoryTile({ category }: { category: CategoryTile_category$key }) {
  const data = useFragment(
    graphql`
      fragment CategoryTile_category on CollectableCardCategory {
        id
        name
        imageUrl
        cardCount
        viewerCollection {
          ownedCardCount
        }
      }
    `,
    category,
  );
  return (
    <Card
      component={Link}
      to={categoryPath(data.id)}
      radius="lg"
      shadow="sm"
      padding="sm"
      withBorder
      aria-label={data.name}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image src={data.imageUrl} alt="" />
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" mt="sm" gap={4} wrap="nowrap">
        <Text fw={700} lineClamp={1}>
          {data.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {data.viewerCollection ? (
            <FormattedMessage
              id="cards.collection.progress"
              values={{ owned: data.viewerCollection.ownedCardCount, total: data.cardCount }}
            />
          ) : (
            <FormattedMessage id="cards.category.cardCount" values={{ count: data.cardCount }} />
          )}
        </Text>
      </Group>
    </Card>
  );
}
