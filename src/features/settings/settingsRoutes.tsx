import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { GardenRouteHandle } from '../shell/navigation/navigation';

const messages = defineMessages({
  language: { id: 'common.nav.language' },
  settings: { id: 'common.nav.settings' },
});

/** /settings: the hub, and the settings pages that exist so far (spec §2). */
export function settingsRoutes(): RouteObject[] {
  return [
    {
      path: 'settings',
      handle: {
        navigation: { section: 'more', label: messages.settings, icon: 'settings', order: 85 },
      } satisfies GardenRouteHandle,
      lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
    },
    {
      path: 'settings/language',
      handle: {
        navigation: {
          section: 'more',
          label: messages.language,
          icon: 'language',
          order: 90,
        },
      } satisfies GardenRouteHandle,
      lazy: async () => ({
        Component: (await import('./LanguageSettingsPage')).LanguageSettingsPage,
      }),
    },
  ];
}
