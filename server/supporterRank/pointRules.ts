// The one place that says what earns supporter points. Activity counts from the durable
// activity log (server/engagement/activityLog.ts): each row is one action, unique by its kind
// and source, so an action processed twice — or by two server processes — is one row and
// earns its points once. Spending counts only in a season whose operator chose so.
import type { ActivityKind } from '../engagement/tables';

/** Supporter points per activity event of each kind (0: the kind earns none). */
export const SUPPORTER_POINTS_PER_ACTIVITY: Readonly<Record<ActivityKind, number>> = {
  CHAT_ROOM_POST: 5,
  COMMENT: 5,
  POST: 20,
  POST_LIKE: 2,
  USER_FOLLOW: 3,
  COMMUNITY_REGISTRATION: 50,
  LOGGED_IN: 10,
  PUSH_NOTIFICATION: 10,
  PWA: 10,
  REFERRAL_CODE: 30,
  TREASURE_MACHINE_DRAW: 5,
  CASUAL_GAME_PLAY: 3,
  ARENA_GAME_PLAY: 3,
  NFT_GET: 10,
  NFT_COLLECTION: 30,
};

/**
 * In a season with `countsSpending`: one point per this many yen of the fan's paid store
 * orders placed during the season (a refunded order no longer counts).
 */
export const YEN_PER_SPENDING_POINT = 100;
