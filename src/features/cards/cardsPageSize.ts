/** Category groups per page of /collectable-card. */
export const CARD_GROUPS_PAGE_SIZE = 5;
/** Categories per page of a category group. */
export const CATEGORIES_PAGE_SIZE = 12;
/** Cards per page of a category, and entries per page of a collection. */
export const CARDS_PAGE_SIZE = 24;
/** Collections per page of /mypage/collections. */
export const COLLECTIONS_PAGE_SIZE = 12;
/** Owned cards per page of /mypage/gallery/edit, to choose the gallery from. */
export const OWNED_CARDS_PAGE_SIZE = 24;
