/** Playlists per page of /player. */
export const PLAYLISTS_PAGE_SIZE = 20;
/** Videos per page of a playlist's list. */
export const VIDEOS_PAGE_SIZE = 30;
