import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CollectionEntryTile_entry$key } from '../../../__generated__/CollectionEntryTile_entry.graphql';
import { cardPath } from '../cardsPaths';
import { CardArt } from './CardArt';
import { RarityBadge, shines } from './RarityBadge';

/** A card of a collection: held (art, name, copies) or not yet (a silhouette and "？？？"). */
export function CollectionEntryTile({ entry }: { entry: CollectionEntryTile_entry$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CollectionEntryTile_entry on CardCollectionEntry {
        ownedCount
        card {
          id
          number
          name
          rarity
          imageUrl
        }
      }
    `,
    entry,
  );
  const { card } = data;
  const held = data.ownedCount > 0;
  const label = held ? card.name : intl.formatMessage({ id: 'cards.collection.unowned' });
  return (
    <UnstyledButton
      component={Link}
      to={cardPath(card.id)}
      aria-label={`${intl.formatMessage({ id: 'cards.card.number' }, { number: card.number })} ${label}`}
    >
      <Stack gap={6}>
        <CardArt
          src={card.imageUrl}
          alt=""
          silhouette={!held}
          shine={held && shines(card.rarity)}
        />
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" ff="monospace">
            <FormattedMessage id="cards.card.number" values={{ number: card.number }} />
          </Text>
          <RarityBadge rarity={card.rarity} size="xs" />
        </Group>
        <Text size="sm" fw={600} lineClamp={1} c={held ? undefined : 'dimmed'}>
          {label}
        </Text>
        {data.ownedCount > 1 && (
          <Text size="xs" c="crimson">
            <FormattedMessage id="cards.card.owned" values={{ count: data.ownedCount }} />
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
