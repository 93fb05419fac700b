// Where the GraphQL API answers on a garden's origin: queries and mutations, and the
// GraphQL-over-SSE stream of subscriptions (single connection mode).
export const GRAPHQL_PATH = '/graphql';
export const STREAM_PATH = '/stream';
/** POST starts and DELETE ends the page-load session cookie (server/http/sessionEndpoint.ts). */
export const SESSION_PATH = '/session';
/** POST an image as the raw body: its upload id names it in updateProfile (server/accounts). */
export const AVATAR_UPLOAD_PATH = '/uploads/avatar';
/** POST an image as the raw body: its upload id names it in createPost/savePostDraft (server/posts). */
export const POST_IMAGE_UPLOAD_PATH = '/uploads/post-image';
/** POST an MP4 or WebM video as the raw body (operators): `upload:<id>` is then a video's source (server/player). */
export const VIDEO_UPLOAD_PATH = '/uploads/video';
/** GET <prefix>/<tenant>/official-schedules/<id>.ics: an event's calendar file (server/information). */
export const CALENDAR_PATH_PREFIX = '/calendar';
/**
 * Garden as an OpenID Connect provider: each garden's issuer is <origin>/oauth/<tenant>
 * (server/oidc). The app's own pages under /oauth (the sign-in and consent screens) are
 * not a tenant's provider.
 */
export const OAUTH_PATH_PREFIX = '/oauth';
export const OAUTH_AUTHORIZE_PAGE = '/oauth/authorize';
export const OAUTH_CONFIRM_PAGE = '/oauth/authorize-confirm';
/**
 * POST (a partner app's server, with its client id and secret): a one-time sign-in link for
 * one of the partner's users (server/oidc/partnerSignInEndpoint.ts).
 */
export const PARTNER_SIGN_IN_LINKS_PATH = '/partner/sign-in-links';
/** Where such a link lands: the app signs the browser in (src/features/oidc). */
export const PARTNER_SIGN_IN_PAGE = '/partner-sign-in';
