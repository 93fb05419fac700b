// Limits of collectable cards shared by the app and the server.

/** Largest page of category groups, categories, cards or collection entries. */
export const MAX_CARD_PAGE_SIZE = 60;

/** Copies an operator gives at once. */
export const MAX_CARD_GRANT = 10;

/** Largest limited edition. */
export const MAX_EDITION_SIZE = 100_000;

/** Cards a fan's gallery shows at most. */
export const MAX_CARD_SHOWCASE = 12;
