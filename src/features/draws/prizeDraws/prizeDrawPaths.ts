// Addresses of the prize draws (spec /prize-draws/*) and of what a fan got through an item.
const BASE = 'prize-draws';

export const prizeDrawsBase = BASE;
export const prizeDrawPath = (prizeDrawId: string) => `/${BASE}/${encodeURIComponent(prizeDrawId)}`;
export const entryCompletePath = (prizeDrawId: string) =>
  `${prizeDrawPath(prizeDrawId)}/entry_complete`;
export const entryHistoriesPath = `/${BASE}/entry-histories`;
export const entryHistoryPath = (entryId: string) =>
  `${entryHistoriesPath}/${encodeURIComponent(entryId)}`;
export const acquiredPrizesPath = (itemId: string) =>
  `/store/items/${encodeURIComponent(itemId)}/acquired-prizes`;
/** Entries per page of the fan's entry histories. */
export const ENTRY_HISTORIES_PAGE_SIZE = 20;
