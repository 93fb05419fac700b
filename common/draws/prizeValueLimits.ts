// 景品表示法 limits on a prize draw (懸賞), from the Consumer Affairs Agency's notice on
// 懸賞による景品類の提供に関する事項の制限:
// - 一般懸賞 (entry tied to a purchase): the top prize is at most 20 × the transaction price
//   and at most ¥100,000 (min(20 × price, 100,000): at ¥5,000 or more the ¥100,000 cap
//   applies); all prizes together are at most 2 % of the campaign's expected sales.
// - オープン懸賞 (anyone may enter, no purchase): not a 景品 under the law; its ¥10,000,000
//   cap was abolished in 2006, so no value limit applies. A draw that offers free entry AND
//   entry by purchase is still checked as 一般懸賞 (the purchase route is a 懸賞 of the sale).
export const TOP_PRIZE_PRICE_MULTIPLE = 20;
export const TOP_PRIZE_CAP_YEN = 100_000;
/** Total prizes: 2 % of expected sales, as a fraction. */
export const TOTAL_PRIZE_SHARE = 0.02;

export interface PrizeValueFigures {
  transactionPrice: number;
  expectedSales: number;
  topPrizeValue: number;
  topPrizeLimit: number;
  totalPrizeValue: number;
  totalPrizeLimit: number;
}

export interface PrizeValueCheck {
  /** False for an オープン懸賞 (free entry only): nothing to check. */
  applies: boolean;
  withinLimits: boolean;
  figures: PrizeValueFigures;
}

export function checkPrizeValues(draw: {
  byPurchase: boolean;
  transactionPrice: number;
  expectedSales: number;
  prizes: readonly { valueYen: number; winnerCount: number }[];
}): PrizeValueCheck {
  const topPrizeValue = Math.max(0, ...draw.prizes.map((prize) => prize.valueYen));
  const totalPrizeValue = draw.prizes.reduce(
    (sum, prize) => sum + prize.valueYen * prize.winnerCount,
    0,
  );
  const topPrizeLimit = Math.min(
    TOP_PRIZE_PRICE_MULTIPLE * draw.transactionPrice,
    TOP_PRIZE_CAP_YEN,
  );
  // Integer yen, rounded down: a limit is never exceeded by rounding.
  const totalPrizeLimit = Math.floor(draw.expectedSales * TOTAL_PRIZE_SHARE);
  const figures = {
    transactionPrice: draw.transactionPrice,
    expectedSales: draw.expectedSales,
    topPrizeValue,
    topPrizeLimit,
    totalPrizeValue,
    totalPrizeLimit,
  };
  if (!draw.byPurchase) return { applies: false, withinLimits: true, figures };
  return {
    applies: true,
    withinLimits: topPrizeValue <= topPrizeLimit && totalPrizeValue <= totalPrizeLimit,
    figures,
  };
}

/**
 * The winners of a prize draw: entries are numbered 1…N in the order they came; the numbers
 * are shuffled (Fisher–Yates, fairness.ts's shuffleBox) with digests[i] =
 * HMAC(serverSeed, winnerMessage(N, i)), and the k-th prize slot (prizes in order, each
 * repeated winnerCount times) goes to the k-th number of the shuffled order.
 */
export const winnerMessage = (entryCount: number, index: number): string =>
  `prize-draw:${entryCount}:${index}`;

export function prizeSlots<P extends { winnerCount: number }>(prizes: readonly P[]): P[] {
  return prizes.flatMap((prize) => Array.from({ length: prize.winnerCount }, () => prize));
}
