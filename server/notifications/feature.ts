// The notifications feature: Web Push subscriptions of each fan's browsers, the category
// switches of /settings/notification, the test push and the pushes about chat messages
// (sent by the background work after the message's transaction).
import { defineServerFeature } from '../platform/serverFeature';
import { CHAT_PUSH_JOB, sendChatMessagePush } from './chatPush';
import { notificationResolvers } from './notificationResolvers';
import { notificationPreferences, pushSubscriptions } from './tables';

export const notificationsFeature = defineServerFeature({
  name: 'notifications',
  resolvers: [notificationResolvers],
  tables: { pushSubscriptions, notificationPreferences },
  jobs: { [CHAT_PUSH_JOB]: sendChatMessagePush },
});
