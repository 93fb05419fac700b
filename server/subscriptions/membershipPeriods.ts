// The calendar of a membership: monthly periods, and the grace after a failed renewal.

/** Perks are kept this long after a renewal fails; then the membership lapses. */
export const GRACE_PERIOD_DAYS = 7;

/**
 * The same time one calendar month later in Japan, on the month's last day when it is
 * shorter (31 January → 28/29 February).
 */
export function oneMonthAfter(date: Date): Date {
  const japanOffsetMs = 9 * 60 * 60 * 1000;
  const japan = new Date(date.getTime() + japanOffsetMs);
  const year = japan.getUTCFullYear();
  const month = japan.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  japan.setUTCFullYear(year, month, Math.min(japan.getUTCDate(), lastDay));
  return new Date(japan.getTime() - japanOffsetMs);
}

export function graceEndAfter(failedPeriodStart: Date): Date {
  return new Date(failedPeriodStart.getTime() + GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}
