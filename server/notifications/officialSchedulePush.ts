// Pushes about the garden's official schedule (category EVENTS_AND_SCHEDULES): one when an
// event is announced and a reminder an hour before it starts. createOfficialSchedule
// schedules both jobs in its transaction; each is sent once, after the job's commit. A
// schedule that is gone by then pushes nothing; a reminder whose time has passed at
// creation (an event starting within the hour) is not scheduled: the announcement says it.
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { officialSchedules } from '../information/tables';
import { scheduleJob } from '../platform/scheduledJobs';
import type { JobHandler } from '../platform/serverFeature';
import { gardenSubscriptionsWanting } from './notificationSettings';
import { sendPushes } from './pushDelivery';
import { pushText } from './pushText';

export const OFFICIAL_SCHEDULE_PUSH_JOB = 'notifications.officialSchedulePush';
const REMINDER_BEFORE_MS = 60 * 60 * 1000;

type Moment = 'announced' | 'reminder';

export async function scheduleOfficialSchedulePushes(
  tx: TenantScope,
  schedule: { id: number; startsAt: Date },
  now = new Date(),
): Promise<void> {
  const at: [Moment, Date][] = [['announced', now]];
  const reminder = new Date(schedule.startsAt.getTime() - REMINDER_BEFORE_MS);
  if (reminder > now) at.push(['reminder', reminder]);
  for (const [moment, runAt] of at)
    await scheduleJob(tx, {
      kind: OFFICIAL_SCHEDULE_PUSH_JOB,
      key: `schedule:${schedule.id}:${moment}`,
      runAt,
      payload: { scheduleId: schedule.id, moment },
    });
}

export const sendOfficialSchedulePush: JobHandler = async (db, job) => {
  const { scheduleId, moment } = job.payload as { scheduleId?: unknown; moment?: Moment };
  if (typeof scheduleId !== 'number') return;
  const [schedule] = await db.select(officialSchedules, eq(officialSchedules.id, scheduleId));
  if (!schedule || schedule.endsAt <= job.now) return;
  const subscriptions = await gardenSubscriptionsWanting(db, 'EVENTS_AND_SCHEDULES');
  if (subscriptions.length === 0) return;
  const id = toGlobalId('OfficialSchedule', schedule.id);
  const send = async (scope: TenantScope) => {
    await sendPushes(scope, subscriptions, (subscription) => ({
      title: pushText(
        subscription.language,
        moment === 'reminder'
          ? 'notifications.push.scheduleReminderTitle'
          : 'notifications.push.scheduleAnnouncedTitle',
      ),
      body: schedule.title[subscription.language] ?? schedule.title.ja ?? schedule.title.en ?? '',
      url: `/official-schedules/${encodeURIComponent(id)}`,
      tag: `official-schedule:${schedule.id}`,
      category: 'EVENTS_AND_SCHEDULES',
    }));
  };
  if (job.afterCommit) job.afterCommit(send);
  else await send(db);
};
