// The check-in's numbers: points per check-in (the currency of /check-in/stores) and the
// streak rule. A streak counts consecutive Tokyo days; missing a day starts it over at 1.

/** Points for every check-in. */
export const CHECK_IN_POINTS = 10;
/** Extra points on every seventh day of a streak (7, 14, 21, …). */
export const WEEKLY_STREAK_BONUS = 30;

export function checkInPoints(streak: number): number {
  return CHECK_IN_POINTS + (streak % 7 === 0 ? WEEKLY_STREAK_BONUS : 0);
}
