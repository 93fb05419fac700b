const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The `?month=` of /check-in/histories when well-formed, else undefined (this month). */
export function monthParam(search: URLSearchParams): string | undefined {
  const month = search.get('month');
  return month && MONTH.test(month) ? month : undefined;
}

/** A YYYY-MM month moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}
