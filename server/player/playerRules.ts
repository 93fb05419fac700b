// The limits of the player: addresses, page sizes, texts, durations and sources.
export const SLUG_MAX_LENGTH = 64;
/** A playlist's or video's address: 3 to 64 lower-case letters, digits and -. */
export const PLAYER_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/;
export const MAX_PLAYER_PAGE_SIZE = 50;
export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_DURATION_SECONDS = 86_400;
/** A cover or poster: a path in the garden, or an https address. */
export const IMAGE_URL = /^(?:\/(?!\/)|https:\/\/)[^\s<>"']{1,2000}$/;
/** An external source: an https address of an HLS playlist or an MP4 file. */
export const EXTERNAL_SOURCE =
  /^https:\/\/[^\s<>"'?#]{1,2000}\.(m3u8|mp4)(?:\?[^\s<>"'#]{0,500})?$/;
/** A position this close to the end counts as watched to the end. */
export const FINISHED_MARGIN_SECONDS = 3;
