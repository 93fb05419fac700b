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

/** Post.body: 1 to 2000 characters (code points) after trimming. */
export const MAX_POST_LENGTH = 2000;

/** PostComment.body: 1 to 500 characters (code points) after trimming. */
export const MAX_COMMENT_LENGTH = 500;

/**
 * How many times one fan may like one post ("already max like count" past it): fans cheer
 * a post they love with several likes, but the count still means many fans, not one.
 */
export const MAX_LIKES_PER_FAN = 10;

/** The largest `first` of the timeline, a topic's posts and a post's comments. */
export const MAX_POSTS_PER_PAGE = 50;
export const MAX_COMMENTS_PER_PAGE = 100;
export const MAX_TOPICS_PER_PAGE = 100;

/** Topic and TopicCategory names: 1 to 40 characters in each language. */
export const MAX_TOPIC_NAME_LENGTH = 40;

/** Topic descriptions: 1 to 200 characters in each language. */
export const MAX_TOPIC_DESCRIPTION_LENGTH = 200;

/** Community.searchPosts: the longest query, in characters. */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/** A private channel's members at most, the asked ones included (a small group). */
export const PRIVATE_CHANNEL_MAX_MEMBERS = 8;

/** The largest page of Viewer.privateChannels. */
export const PRIVATE_CHANNELS_PAGE_SIZE = 20;

/** A fan's mute words at most ("mute word max limit" past it), each 1 to 30 characters. */
export const MAX_MUTE_WORDS = 30;
export const MAX_MUTE_WORD_LENGTH = 30;

/** The largest page of the settings lists (blocked and muted fans, hidden messages). */
export const MAX_SAFETY_LIST_PAGE = 50;

/** A report's note at most, in characters. */
export const MAX_REPORT_NOTE_LENGTH = 500;

/** The largest page of report lists (the fan's own, the moderators' queue). */
export const MAX_REPORT_PAGE = 50;

/** Images of one post or draft at most. */
export const MAX_POST_IMAGES = 4;

/** PostImage.altText: 0 to 200 characters. */
export const MAX_POST_IMAGE_ALT_LENGTH = 200;

/** The largest post image upload read, in bytes: 10 MB. */
export const MAX_POST_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
/** An operator's video upload (POST /uploads/video), streamed to storage: 200 MB. */
export const MAX_VIDEO_UPLOAD_BYTES = 200 * 1024 * 1024;
