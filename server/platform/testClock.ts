// The clock of scheduled work (due jobs run at its "now"). A journey that spans weeks — a
// membership renewing, failing and lapsing after its grace period — moves it forward in an
// end-to-end test; it moves only on a server started with GARDEN_TEST_CLOCK=1, which only
// the e2e specs set, and never with real payments (the local provider's endpoint moves it).

let offsetMs = 0;

export const scheduledWorkClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
};

/** Whether this server lets a test move its clock (GARDEN_TEST_CLOCK=1). */
export function testClockEnabled(): boolean {
  return process.env.GARDEN_TEST_CLOCK === '1';
}

/** Moves the clock of scheduled work forward by `ms` (tests only); never back. */
export function advanceTestClock(ms: number): void {
  if (!testClockEnabled()) throw new Error('The test clock is off (GARDEN_TEST_CLOCK)');
  if (!Number.isFinite(ms) || ms <= 0) throw new Error('The test clock only moves forward');
  offsetMs += ms;
}
