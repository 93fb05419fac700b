// Pushes about a new chat message: to the other members of a direct message (category
// DIRECT_MESSAGES) and to the author of the message it replies to (REPLIES_AND_REACTIONS).
// postChatMessage schedules the job in its own transaction (so a rolled-back message
// pushes nothing) and the server's background work sends it after the commit: the
// message's transaction never waits on a push service. Fans with a stream open get the
// message live and no push; fans who muted or blocked the author get none either, nor
// fans who may not read a members-only channel.
import { and, eq, inArray, or } from 'drizzle-orm';
import { channels, channelMembers, chatMessages, userBlocks, userMutes } from '../chat/tables';
import { mayReadChannel } from '../chat/membersOnlyChannels';
import { users } from '../community/tables';
import { perkReaderOf } from '../subscriptions/perks';
import type { TenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { scheduleJob } from '../platform/scheduledJobs';
import type { DueJob } from '../platform/serverFeature';
import { hasOpenStream } from '../stream/streamPresence';
import { subscriptionsWanting, type NotificationCategory } from './notificationSettings';
import type { PushSubscriptionRow } from './tables';
import { sendPushes } from './pushDelivery';
import { excerpt } from '../../common/textExcerpt';
import { pushText } from './pushText';

export const CHAT_PUSH_JOB = 'notifications.chatMessagePush';

/** In the message's transaction: a push about it, sent once that transaction committed. */
export async function scheduleChatMessagePush(tx: TenantScope, messageId: number): Promise<void> {
  await scheduleJob(tx, {
    kind: CHAT_PUSH_JOB,
    key: `message:${messageId}`,
    runAt: new Date(),
    payload: { messageId },
  });
}

/** Who hears about the message, and as what; each fan once (a DM wins over a reply). */
async function recipientsOf(
  db: TenantScope,
  message: { channelId: number; authorId: number; replyToId: number | null },
  isPrivate: boolean,
): Promise<Map<number, NotificationCategory>> {
  const recipients = new Map<number, NotificationCategory>();
  if (message.replyToId !== null) {
    const [replied] = await db.selectFields(
      { authorId: chatMessages.authorId },
      chatMessages,
      eq(chatMessages.id, message.replyToId),
    );
    if (replied && replied.authorId !== message.authorId)
      recipients.set(replied.authorId, 'REPLIES_AND_REACTIONS');
  }
  if (isPrivate) {
    const members = await db.selectFields(
      { userId: channelMembers.userId },
      channelMembers,
      eq(channelMembers.channelId, message.channelId),
    );
    for (const { userId } of members)
      if (userId !== message.authorId) recipients.set(userId, 'DIRECT_MESSAGES');
  }
  if (recipients.size === 0) return recipients;
  // Nobody is pushed a message of a fan they muted or blocked (or who blocked them).
  const ids = [...recipients.keys()];
  const [mutes, blocks] = await Promise.all([
    db.selectFields(
      { userId: userMutes.muterId },
      userMutes,
      and(inArray(userMutes.muterId, ids), eq(userMutes.mutedId, message.authorId)),
    ),
    db.selectFields(
      { blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId },
      userBlocks,
      or(
        and(inArray(userBlocks.blockerId, ids), eq(userBlocks.blockedId, message.authorId)),
        and(eq(userBlocks.blockerId, message.authorId), inArray(userBlocks.blockedId, ids)),
      ),
    ),
  ]);
  for (const { userId } of mutes) recipients.delete(userId);
  for (const { blockerId, blockedId } of blocks) {
    recipients.delete(blockerId);
    recipients.delete(blockedId);
  }
  return recipients;
}

/**
 * The job: reads who is to hear about one message (nothing when it is gone) in the job's
 * transaction, and sends the pushes once that committed (DueJob.afterCommit), so no
 * transaction waits on a push service. Resolves with the outcome once sent.
 */
export async function sendChatMessagePush(db: TenantScope, job: DueJob): Promise<void> {
  const messageId = (job.payload as { messageId?: unknown }).messageId;
  if (typeof messageId !== 'number') return;
  const [message] = await db.select(chatMessages, eq(chatMessages.id, messageId));
  if (!message || message.deletedAt) return;
  const [[channel], [author]] = await Promise.all([
    db.select(channels, eq(channels.id, message.channelId)),
    db.select(users, eq(users.id, message.authorId)),
  ]);
  if (!channel || !author) return;
  const recipients = await recipientsOf(db, message, channel.isPrivate);
  // A members-only channel's message reaches only those who may read it now (a replied-to
  // fan whose membership lapsed hears nothing of it).
  if (channel.membersOnly && recipients.size > 0) {
    const reader = perkReaderOf(db);
    const fans = await db.select(users, inArray(users.id, [...recipients.keys()]));
    for (const fan of fans)
      if (!(await mayReadChannel(reader, fan, channel))) recipients.delete(fan.id);
  }
  if (recipients.size === 0) return;
  const fans = await db.selectFields(
    { id: users.id, authUid: users.authUid },
    users,
    inArray(users.id, [...recipients.keys()]),
  );
  const byCategory = new Map<NotificationCategory, number[]>();
  for (const fan of fans) {
    // A fan reading the garden live sees the message there.
    if (hasOpenStream(fan.authUid)) continue;
    const category = recipients.get(fan.id)!;
    byCategory.set(category, [...(byCategory.get(category) ?? []), fan.id]);
  }
  const pushes: { category: NotificationCategory; subscriptions: PushSubscriptionRow[] }[] = [];
  for (const [category, userIds] of byCategory) {
    const subscriptions = await subscriptionsWanting(db, userIds, category);
    if (subscriptions.length > 0) pushes.push({ category, subscriptions });
  }
  if (pushes.length === 0) return;
  const channelId = toGlobalId('Channel', channel.id);
  const path = channel.isPrivate
    ? `/messages/direct-messages/${encodeURIComponent(channelId)}`
    : `/messages/chat/${encodeURIComponent(channelId)}`;
  const url = `${path}?${new URLSearchParams({ message: toGlobalId('ChatMessage', message.id) })}`;
  const send = async (scope: TenantScope) => {
    for (const { category, subscriptions } of pushes) {
      await sendPushes(scope, subscriptions, (subscription) => ({
        title: pushText(
          subscription.language,
          category === 'DIRECT_MESSAGES'
            ? 'notifications.push.directMessageTitle'
            : 'notifications.push.replyTitle',
          { name: author.displayName },
        ),
        body: excerpt(message.body),
        url,
        tag: `channel:${channelId}`,
        category,
      }));
    }
  };
  if (job.afterCommit) job.afterCommit(send);
  else await send(db);
}
