/** Missions per page: a garden runs a few dozen at most, so one page shows them all. */
export const MISSIONS_PAGE_SIZE = 50;
