// Limits of the API (schema/*.graphql describes them): the server enforces them, the mock
// server follows them, and the app's forms check them before sending.

/** ChatMessage.body: 1 to 1000 characters (code points) after trimming. */
export const MAX_MESSAGE_LENGTH = 1000;

/** JoinCommunityInput.displayName: 1 to 30 characters (code points) after trimming. */
export const MAX_DISPLAY_NAME_LENGTH = 30;

/** A page of chat messages when the query names no size (the chat view asks its own). */
export const DEFAULT_MESSAGES_PER_PAGE = 20;

/** The largest `first`/`last` a connection accepts. */
export const MAX_MESSAGES_PER_PAGE = 100;
export const MAX_CHANNELS_PER_PAGE = 100;

/** The longest bio a fan may write about themselves, in characters. */
export const MAX_BIO_LENGTH = 160;

/** Page sizes of the follow lists (followers, following). */
export const FOLLOWS_PAGE_SIZE = 20;
export const MAX_FOLLOWS_PER_PAGE = 100;
