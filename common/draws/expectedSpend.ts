// "How much until I get it": the expected number of pulls to obtain one chosen item,
// from the published odds and the fan's pity counter, so the cost is shown before paying.
import type { PityRule } from './drawTable';

export interface ExpectedPullsInput {
  /** Probability of the item on one ordinary pull. */
  itemProbability: number;
  /** Share of the item inside its rank (item weight / rank's item weights). */
  shareInRank: number;
  itemInPityRank: boolean;
  /** Probability of the pity rank on an ordinary pull (0 without pity). */
  pityRankProbability: number;
  pity: PityRule | null;
  pityCount: number;
}

/**
 * Expected pulls to the item, a Markov chain over the pity counter c. With E_c the
 * expectation at counter c: an ordinary pull gives the item (g), resets the counter
 * (the pity rank without the item) or advances it; the forced pull at c = N−1 is the
 * pity rank. E_c = a_c + b_c·E_0, solved backwards from N−1.
 */
export function expectedPulls(input: ExpectedPullsInput): number | null {
  const g = input.itemProbability;
  if (!input.pity) return g > 0 ? 1 / g : null;
  const n = input.pity.threshold;
  const reset = input.pityRankProbability - (input.itemInPityRank ? g : 0);
  const advance = 1 - g - reset;
  // The forced pull: the item with its share of the pity rank, else back to 0.
  let a = 1;
  let b = input.itemInPityRank ? 1 - input.shareInRank : 1;
  const coefficients: [number, number][] = [];
  coefficients[n - 1] = [a, b];
  for (let c = n - 2; c >= 0; c -= 1) {
    a = 1 + advance * a;
    b = reset + advance * b;
    coefficients[c] = [a, b];
  }
  const [a0, b0] = coefficients[0];
  if (b0 >= 1) return null;
  const e0 = a0 / (1 - b0);
  const [ac, bc] = coefficients[Math.min(Math.max(input.pityCount, 0), n - 1)];
  return ac + bc * e0;
}

/** Expected pulls to the first of `copies` among `left` prizes of a box: (left + 1)/(copies + 1). */
export function expectedBoxPulls(copies: number, left: number): number | null {
  return copies > 0 ? (left + 1) / (copies + 1) : null;
}
