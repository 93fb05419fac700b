// The rules of community coins, stated once (README "Community coins").

/** Free coins expire this many days after their grant unless the grant says otherwise. */
export const FREE_COIN_LIFETIME_DAYS = 180;

/** The most coins one movement may move: far above any pack, far below int4. */
export const MAX_COINS_PER_MOVEMENT = 10_000_000;

/** 1 paid coin is sold for ¥1 (a pack's bonus is granted as free coins, never as paid). */
export const YEN_PER_PAID_COIN = 1;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function defaultFreeCoinExpiry(now: Date): Date {
  return new Date(now.getTime() + FREE_COIN_LIFETIME_DAYS * DAY_MS);
}
