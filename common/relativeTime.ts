// Picks the largest whole unit for "5 minutes ago" style labels; react-intl formats it.
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface RelativeTime {
  /** Negative for the past, as Intl.RelativeTimeFormat expects. */
  value: number;
  unit: RelativeTimeUnit;
}

const SECOND = 1000;
const steps: ReadonlyArray<[RelativeTimeUnit, number]> = [
  ['year', 365 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['week', 7 * 24 * 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
];

/** null when the instant is under a minute away (shown as "just now"). */
export function relativeTimeFrom(instant: Date, now: Date): RelativeTime | null {
  const diff = instant.getTime() - now.getTime();
  for (const [unit, size] of steps) {
    const value = Math.trunc(diff / size);
    if (value !== 0) return { value, unit };
  }
  return null;
}
