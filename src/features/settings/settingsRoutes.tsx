import { defineMessages } from 'react-intl';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { GardenRouteHandle } from '../shell/navigation/navigation';

const messages = defineMessages({ language: { id: 'common.nav.language' } });

/** /settings: for now the language settings (spec §2); /settings leads there. */
export function settingsRoutes(): RouteObject[] {
  return [
    { path: 'settings', element: <Navigate to="/settings/language" replace /> },
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
