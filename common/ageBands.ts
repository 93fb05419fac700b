// Age bands: the only thing a fan's date of birth decides (joining, store spending caps).
// Shared by the server (decisions) and the app (what the form says before sending).

export type AgeBand = 'UNDER_13' | 'AGE_13_15' | 'AGE_16_17' | 'ADULT';

/** Younger than this cannot join a garden (COPPA and Japan's guidance for minors' services). */
export const MINIMUM_JOIN_AGE = 13;

/** Monthly store spending caps in yen by band; adults have none. */
export const MONTHLY_SPENDING_CAPS: Record<AgeBand, number | null> = {
  UNDER_13: 0,
  AGE_13_15: 5_000,
  AGE_16_17: 10_000,
  ADULT: null,
};

/** A real calendar date in YYYY-MM-DD, or null. */
export function parseDateOfBirth(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 ? date : null;
}

/** Completed years between the birth date and `today` (both as UTC calendar dates). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayPassed =
    today.getUTCMonth() > birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() >= birth.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

export function ageBandOf(age: number): AgeBand {
  if (age < MINIMUM_JOIN_AGE) return 'UNDER_13';
  if (age < 16) return 'AGE_13_15';
  if (age < 18) return 'AGE_16_17';
  return 'ADULT';
}

/** The terms of use a fan agrees to now; a new version asks every fan again. */
export const CURRENT_TERMS_VERSION = '2026-11';
