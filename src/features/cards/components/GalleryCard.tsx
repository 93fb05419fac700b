import { Group, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { GalleryCard_card$key } from '../../../__generated__/GalleryCard_card.graphql';
import { CardArt } from './CardArt';
import { RarityBadge, shines } from './RarityBadge';

/**
 * A card as a gallery shows it: its art, rarity and name (no copies: galleries are public);
 * without the caption where the name is written beside it.
 */
export function GalleryCard({
  card,
  withCaption = true,
}: {
  card: GalleryCard_card$key;
  withCaption?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment GalleryCard_card on CollectableCard {
        name
        rarity
        imageUrl
      }
    `,
    card,
  );
  return (
    <Stack gap={6}>
      <CardArt src={data.imageUrl} alt="" shine={shines(data.rarity)} />
      {withCaption && (
        <>
          <Group>
            <RarityBadge rarity={data.rarity} size="xs" />
          </Group>
          {/* Two lines: a phone's three columns are narrow for a scene's name. */}
          <Text size="sm" fw={600} lineClamp={2} lh={1.35}>
            {data.name}
          </Text>
        </>
      )}
    </Stack>
  );
}
