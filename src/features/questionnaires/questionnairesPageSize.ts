/** Questionnaires per page of /questionnaires. */
export const QUESTIONNAIRES_PAGE_SIZE = 10;

/** Free-text answers per page of an operator's results. */
export const TEXT_ANSWERS_PAGE_SIZE = 5;
