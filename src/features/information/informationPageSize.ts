/** Articles and events per page (the server allows up to 50). */
export const INFORMATION_PAGE_SIZE = 20;
