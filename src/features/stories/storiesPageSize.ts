/** Stories per page of /stories. */
export const STORIES_PAGE_SIZE = 10;

/** Chapters per page of a story's table of contents. */
export const CHAPTERS_PAGE_SIZE = 20;
