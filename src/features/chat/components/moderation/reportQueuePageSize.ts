/** Reports per page of the moderators' queue (the page query's first page too). */
export const REPORT_QUEUE_PAGE_SIZE = 20;
