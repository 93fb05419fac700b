/** Items per page of a section (the fragment's default count says the same). */
export const SECTION_PAGE_SIZE = 24;
/** Orders per page of the purchase history. */
export const ORDERS_PAGE_SIZE = 20;
