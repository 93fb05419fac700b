import { Badge } from '@mantine/core';
import type { CollectableCardRarity } from '../../../__generated__/CollectableCardTile_card.graphql';

const colors: Record<CollectableCardRarity, string> = {
  N: 'gray',
  R: 'blue',
  SR: 'gold',
  SSR: 'crimson',
};

/** N, R, SR, SSR: the same letters on every card, coloured by rarity. */
export function RarityBadge({
  rarity,
  size = 'sm',
}: {
  rarity: CollectableCardRarity | '%future added value';
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const color = rarity === '%future added value' ? 'gray' : colors[rarity];
  return (
    <Badge color={color} variant={rarity === 'SSR' ? 'filled' : 'light'} size={size} radius="sm">
      {rarity}
    </Badge>
  );
}

/** Rarities whose artwork shines. */
export const shines = (rarity: string) => rarity === 'SR' || rarity === 'SSR';
