import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CollectableCardTile_card$key } from '../../../__generated__/CollectableCardTile_card.graphql';
import { cardPath } from '../cardsPaths';
import { CardArt } from './CardArt';
import { RarityBadge, shines } from './RarityBadge';

/** A card of a category's grid: its art, number, rarity, name and the viewer's copies. */
export function CollectableCardTile({ card }: { card: CollectableCardTile_card$key }) {
  const data = useFragment(
    graphql`
      fragment CollectableCardTile_card on CollectableCard {
        id
        number
        name
        rarity
        imageUrl
        viewerOwnedCount
      }
    `,
    card,
  );
  return (
    <UnstyledButton component={Link} to={cardPath(data.id)} aria-label={data.name}>
      <Stack gap={6}>
        <CardArt src={data.imageUrl} alt="" shine={shines(data.rarity)} />
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" ff="monospace">
            <FormattedMessage id="cards.card.number" values={{ number: data.number }} />
          </Text>
          <RarityBadge rarity={data.rarity} size="xs" />
        </Group>
        <Text size="sm" fw={600} lineClamp={1}>
          {data.name}
        </Text>
        {data.viewerOwnedCount > 0 && (
          <Text size="xs" c="crimson">
            <FormattedMessage id="cards.card.owned" values={{ count: data.viewerOwnedCount }} />
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
