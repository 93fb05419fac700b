/** Posts per page of the timeline and a topic (the server allows up to 50). */
export const POSTS_PAGE_SIZE = 20;

/** Comments per page under a post. */
export const COMMENTS_PAGE_SIZE = 30;
