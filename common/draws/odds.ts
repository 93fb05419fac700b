// Published odds: the probability of every rank and every item, computed from the same
// DrawTable the draw uses (drawTable.ts), and shown to 3 significant figures.
import { sumWeights, type DrawTable } from './drawTable';

export interface RankOdds {
  rankId: number;
  probability: number;
  items: { itemId: number; probability: number }[];
}

/** Exact probabilities of a probability machine (pity aside: it only adds to its rank). */
export function probabilityOdds(table: DrawTable): RankOdds[] {
  const total = sumWeights(table.ranks);
  return table.ranks.map((rank) => {
    const probability = total > 0 ? rank.weight / total : 0;
    const itemTotal = sumWeights(rank.items);
    return {
      rankId: rank.id,
      probability,
      items: rank.items.map((item) => ({
        itemId: item.id,
        probability: itemTotal > 0 ? (probability * item.weight) / itemTotal : 0,
      })),
    };
  });
}

/** The chance of each item on the next pull of a box: copies left over prizes left. */
export function boxOdds(
  table: DrawTable,
  remainingByItem: ReadonlyMap<number, number>,
): RankOdds[] {
  const left = [...remainingByItem.values()].reduce((a, b) => a + b, 0);
  return table.ranks.map((rank) => {
    const items = rank.items.map((item) => ({
      itemId: item.id,
      probability: left > 0 ? (remainingByItem.get(item.id) ?? 0) / left : 0,
    }));
    return {
      rankId: rank.id,
      probability: items.reduce((total, item) => total + item.probability, 0),
      items,
    };
  });
}

/** A probability as a percentage to 3 significant figures: 0.03 → "3.00%", 1/3000 → "0.0333%". */
export function formatPercent(probability: number): string {
  if (probability <= 0) return '0%';
  return `${(probability * 100).toPrecision(3)}%`;
}
