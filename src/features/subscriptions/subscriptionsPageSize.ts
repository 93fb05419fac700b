/** Plans per page of the membership page (a garden has a handful). */
export const PLANS_PAGE_SIZE = 10;
/** Invoices per page of the membership invoice list. */
export const INVOICES_PAGE_SIZE = 20;
