// The limits of stories: addresses, page sizes, texts and parts.
export const SLUG_MAX_LENGTH = 64;
/** A story's or chapter's address: 3 to 64 lower-case letters, digits and -. */
export const STORY_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/;
export const MAX_STORIES_PER_PAGE = 50;
export const MAX_TITLE_LENGTH = 100;
export const MAX_SUMMARY_LENGTH = 1000;
export const MAX_PAGE_TEXT_LENGTH = 4000;
export const MAX_PARTS = 10;
export const MAX_BOOK_PAGES = 100;
/** A picture, video or link: a path in the garden, or an https address. */
export const MEDIA_URL = /^(?:\/(?!\/)|https:\/\/)[^\s<>"']{1,2000}$/;
