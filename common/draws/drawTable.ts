// The table a treasure machine draws from: its ranks with weights and each rank's items
// with weights. The draw (server), the published odds, the dry run and the browser's
// verify page all read this one shape, so what is shown is what is drawn.

export interface DrawTableItem {
  id: number;
  /** Relative weight inside its rank (probability machines); ignored for a box. */
  weight: number;
}

export interface DrawTableRank {
  id: number;
  /** Relative weight among the ranks (probability machines). */
  weight: number;
  items: DrawTableItem[];
}

export interface DrawTable {
  ranks: DrawTableRank[];
}

export const sumWeights = (entries: readonly { weight: number }[]): number =>
  entries.reduce((total, entry) => total + entry.weight, 0);

/**
 * An integer in [0, n) from 6 bytes (48 bits) of a digest: floor(x · n / 2^48). Exact
 * integer arithmetic; the bias is below n / 2^48 (under 10⁻⁹ for any real machine).
 */
export function uniformIndex(bytes: Uint8Array, offset: number, n: number): number {
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error('uniformIndex needs a positive n');
  let x = 0n;
  for (let i = 0; i < 6; i += 1) x = (x << 8n) | BigInt(bytes[offset + i] ?? 0);
  return Number((x * BigInt(n)) >> 48n);
}

/** The entry whose cumulative weight range holds `roll` (0 ≤ roll < total). */
export function pickWeighted<T extends { weight: number }>(entries: readonly T[], roll: number): T {
  let rest = roll;
  for (const entry of entries) {
    if (rest < entry.weight) return entry;
    rest -= entry.weight;
  }
  throw new Error('A roll beyond the weights');
}

export interface PityRule {
  /** The rank guaranteed by the threshold-th draw without it. */
  rankId: number;
  threshold: number;
}

export interface PullOutcome {
  rankId: number;
  itemId: number;
  /** True when the rank was forced by pity, not drawn by the roll. */
  isPity: boolean;
  /** The counter after this pull (draws since the pity rank last came). */
  pityCountAfter: number;
}

/**
 * One pull of a probability machine from a 32-byte digest: bytes 0–5 pick the rank,
 * bytes 6–11 the item inside the rank. With pity, the threshold-th pull without the
 * pity rank is that rank, its item picked by the same item bytes.
 */
export function pullFromDigest(
  table: DrawTable,
  digest: Uint8Array,
  pity: PityRule | null,
  pityCountBefore: number,
): PullOutcome {
  const ranks = table.ranks.filter((rank) => rank.weight > 0);
  let rank = pickWeighted(ranks, uniformIndex(digest, 0, sumWeights(ranks)));
  let isPity = false;
  if (pity && rank.id !== pity.rankId && pityCountBefore + 1 >= pity.threshold) {
    const forced = table.ranks.find((candidate) => candidate.id === pity.rankId);
    if (!forced) throw new Error('The pity rank is not in the table');
    rank = forced;
    isPity = true;
  }
  const items = rank.items.filter((item) => item.weight > 0);
  const item = pickWeighted(items, uniformIndex(digest, 6, sumWeights(items)));
  return {
    rankId: rank.id,
    itemId: item.id,
    isPity,
    pityCountAfter: pity && rank.id === pity.rankId ? 0 : pityCountBefore + 1,
  };
}
