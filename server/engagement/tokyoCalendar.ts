// Days, weeks and months as fans in Japan live them: every period of the garden turns over at
// midnight Asia/Tokyo. Japan keeps no daylight saving time, so Tokyo is always UTC+9.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Tokyo calendar day of an instant: `2026-11-22`. */
export function tokyoDay(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Tokyo month of an instant: `2026-11`. */
export function tokyoMonth(at: Date): string {
  return tokyoDay(at).slice(0, 7);
}

/** The Monday (Tokyo) that starts the week of an instant: `2026-11-16`. */
export function tokyoWeekStart(at: Date): string {
  const local = new Date(at.getTime() + TOKYO_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar day moved by `days`: `2026-11-30` + 1 → `2026-12-01`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const previousDay = (day: string): string => addDays(day, -1);
export const nextDay = (day: string): string => addDays(day, 1);

/** The instant a Tokyo day starts (midnight Asia/Tokyo). */
export function tokyoMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS);
}

/** The first day of the month after a month: `2026-12` → `2027-01-01`. */
export function nextMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}
