// Which period of a mission an instant belongs to, as the key its progress row is stored under.
import type { MissionRow } from './tables';
import {
  addDays,
  nextDay,
  nextMonthStart,
  tokyoDay,
  tokyoMidnight,
  tokyoMonth,
  tokyoWeekStart,
} from './tokyoCalendar';

export function missionPeriodKey(period: MissionRow['period'], at: Date): string {
  switch (period) {
    case 'ONCE':
      return 'ONCE';
    case 'DAILY':
      return tokyoDay(at);
    case 'WEEKLY':
      return `W${tokyoWeekStart(at)}`;
    case 'MONTHLY':
      return tokyoMonth(at);
  }
}

/** When the period that holds `now` ends; null for a one-time mission. */
export function periodEnd(period: MissionRow['period'], now: Date): Date | null {
  switch (period) {
    case 'ONCE':
      return null;
    case 'DAILY':
      return tokyoMidnight(nextDay(tokyoDay(now)));
    case 'WEEKLY':
      return tokyoMidnight(addDays(tokyoWeekStart(now), 7));
    case 'MONTHLY':
      return tokyoMidnight(nextMonthStart(tokyoMonth(now)));
  }
}
