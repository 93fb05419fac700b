// The notifications feature: Web Push subscriptions of each fan's browsers, the category
// switches of /settings/notification, the test push and the pushes about chat messages and
// official posts and schedules (sent by the background work after the transaction that
// wrote them).
import { defineServerFeature } from '../platform/serverFeature';
import { CHAT_PUSH_JOB, sendChatMessagePush } from './chatPush';
import { notificationResolvers } from './notificationResolvers';
import { OFFICIAL_POST_PUSH_JOB, sendOfficialPostPush } from './officialPostPush';
import { OFFICIAL_SCHEDULE_PUSH_JOB, sendOfficialSchedulePush } from './officialSchedulePush';
import { notificationPreferences, pushSubscriptions } from './tables';

export const notificationsFeature = defineServerFeature({
  name: 'notifications',
  resolvers: [notificationResolvers],
  tables: { pushSubscriptions, notificationPreferences },
  jobs: {
    [CHAT_PUSH_JOB]: sendChatMessagePush,
    [OFFICIAL_POST_PUSH_JOB]: sendOfficialPostPush,
    [OFFICIAL_SCHEDULE_PUSH_JOB]: sendOfficialSchedulePush,
  },
});
