// A fan's notification settings: the switches per category (all on until changed) and
// their push subscriptions.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { notificationPreferences, pushSubscriptions, type PushSubscriptionRow } from './tables';

export type NotificationCategory =
  'DIRECT_MESSAGES' | 'REPLIES_AND_REACTIONS' | 'OFFICIAL_POSTS' | 'EVENTS_AND_SCHEDULES';

export interface CategorySwitches {
  directMessages: boolean;
  repliesAndReactions: boolean;
  officialPosts: boolean;
  eventsAndSchedules: boolean;
}

export interface NotificationSettingsValue extends CategorySwitches {
  /** Not a node: an id only so that clients' caches can tell one fan's settings apart. */
  id: string;
  pushSubscriptionCount: number;
}

export const ALL_ON: CategorySwitches = {
  directMessages: true,
  repliesAndReactions: true,
  officialPosts: true,
  eventsAndSchedules: true,
};

const switchOf: Record<NotificationCategory, keyof CategorySwitches> = {
  DIRECT_MESSAGES: 'directMessages',
  REPLIES_AND_REACTIONS: 'repliesAndReactions',
  OFFICIAL_POSTS: 'officialPosts',
  EVENTS_AND_SCHEDULES: 'eventsAndSchedules',
};

export async function readSwitches(db: TenantScope, userId: number): Promise<CategorySwitches> {
  const [row] = await db.select(
    notificationPreferences,
    eq(notificationPreferences.userId, userId),
  );
  if (!row) return { ...ALL_ON };
  const { directMessages, repliesAndReactions, officialPosts, eventsAndSchedules } = row;
  return { directMessages, repliesAndReactions, officialPosts, eventsAndSchedules };
}

export async function readSettings(
  db: TenantScope,
  userId: number,
): Promise<NotificationSettingsValue> {
  const [switches, pushSubscriptionCount] = await Promise.all([
    readSwitches(db, userId),
    db.count(pushSubscriptions, eq(pushSubscriptions.userId, userId)),
  ]);
  const id = Buffer.from(`NotificationSettings:${userId}`).toString('base64');
  return { id, ...switches, pushSubscriptionCount };
}

/**
 * The subscriptions of those of `userIds` who want pushes of `category`, by user id.
 */
export async function subscriptionsWanting(
  db: TenantScope,
  userIds: readonly number[],
  category: NotificationCategory,
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const column = notificationPreferences[switchOf[category]];
  const [subscriptions, switchedOff] = await Promise.all([
    db.select(pushSubscriptions, inArray(pushSubscriptions.userId, [...userIds])),
    db.selectFields(
      { userId: notificationPreferences.userId },
      notificationPreferences,
      and(inArray(notificationPreferences.userId, [...userIds]), eq(column, false)),
    ),
  ]);
  const off = new Set(switchedOff.map((row) => row.userId));
  return subscriptions.filter((subscription) => !off.has(subscription.userId));
}

/** Every subscription in the garden whose fan wants `category` (but `except`, e.g. the author). */
export async function gardenSubscriptionsWanting(
  db: TenantScope,
  category: NotificationCategory,
  except?: number,
): Promise<PushSubscriptionRow[]> {
  const subscribed = await db.selectFields(
    { userId: pushSubscriptions.userId },
    pushSubscriptions,
    except === undefined ? undefined : ne(pushSubscriptions.userId, except),
  );
  return subscriptionsWanting(db, [...new Set(subscribed.map((row) => row.userId))], category);
}
