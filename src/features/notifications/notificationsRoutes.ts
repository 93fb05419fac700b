import type { NotificationSettingsPageQuery } from '../../__generated__/NotificationSettingsPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

/** /settings/notification: Web Push on this device and what to be notified of. */
export const notificationsRoutes = featureRoutes('notifications', [
  {
    path: 'settings/notification',
    page: 'NotificationSettingsPage',
    query: pageQuery<NotificationSettingsPageQuery>(
      () => import('../../__generated__/NotificationSettingsPageQuery.graphql'),
    ),
  },
]);
