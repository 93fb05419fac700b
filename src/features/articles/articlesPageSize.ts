/** How many article cards one page of the list shows (the first page and each "more"). */
export const ARTICLES_PAGE_SIZE = 12;
