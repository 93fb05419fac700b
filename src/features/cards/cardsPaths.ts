// The paths of the cards feature's pages (spec §2).
export const CARDS_BASE = 'collectable-card';
export const COLLECTIONS_BASE = 'mypage/collections';
export const GALLERY_EDIT = 'mypage/gallery/edit';

export const cataloguePath = `/${CARDS_BASE}`;
export const cardPath = (cardId: string) => `/${CARDS_BASE}/${encodeURIComponent(cardId)}`;
export const categoryPath = (categoryId: string) =>
  `/${CARDS_BASE}/categories/${encodeURIComponent(categoryId)}`;
export const categoryGroupPath = (groupId: string) =>
  `/${CARDS_BASE}/category-groups/${encodeURIComponent(groupId)}`;
export const collectionsPath = `/${COLLECTIONS_BASE}`;
export const collectionPath = (collectionId: string) =>
  `/${COLLECTIONS_BASE}/${encodeURIComponent(collectionId)}`;
export const galleryEditPath = `/${GALLERY_EDIT}`;
