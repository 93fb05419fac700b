// Pushes about a new official post (category OFFICIAL_POSTS) to every fan of the garden who
// subscribed and left the switch on. insertPost schedules the job in the post's transaction
// (a rolled-back post pushes nothing) and the background work sends it after the commit. Only
// the garden's members can subscribe, so a members-only post reaches members alone.
import { eq } from 'drizzle-orm';
import { excerpt } from '../../common/textExcerpt';
import type { TenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { scheduleJob } from '../platform/scheduledJobs';
import type { JobHandler } from '../platform/serverFeature';
import { posts } from '../posts/tables';
import { gardenSubscriptionsWanting } from './notificationSettings';
import { sendPushes } from './pushDelivery';
import { pushText } from './pushText';

export const OFFICIAL_POST_PUSH_JOB = 'notifications.officialPostPush';

export async function scheduleOfficialPostPush(tx: TenantScope, postId: number): Promise<void> {
  await scheduleJob(tx, {
    kind: OFFICIAL_POST_PUSH_JOB,
    key: `post:${postId}`,
    runAt: new Date(),
    payload: { postId },
  });
}

export const sendOfficialPostPush: JobHandler = async (db, job) => {
  const postId = (job.payload as { postId?: unknown }).postId;
  if (typeof postId !== 'number') return;
  const [post] = await db.select(posts, eq(posts.id, postId));
  if (!post) return; // deleted before the push went out
  const subscriptions = await gardenSubscriptionsWanting(db, 'OFFICIAL_POSTS', post.authorId);
  if (subscriptions.length === 0) return;
  const postGlobalId = toGlobalId('Post', post.id);
  const send = async (scope: TenantScope) => {
    await sendPushes(scope, subscriptions, (subscription) => ({
      title: pushText(subscription.language, 'notifications.push.officialPostTitle'),
      body: excerpt(post.body),
      url: `/posts/${encodeURIComponent(postGlobalId)}`,
      tag: `official-post:${post.id}`,
      category: 'OFFICIAL_POSTS',
    }));
  };
  if (job.afterCommit) job.afterCommit(send);
  else await send(db);
};
