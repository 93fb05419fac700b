// The engagement feature's "now": periods, check-in days and voting windows read it here, so
// tests move it across Tokyo midnights and month ends (vi.spyOn(engagementClock, 'now')).
export const engagementClock = {
  now: (): Date => new Date(),
};
