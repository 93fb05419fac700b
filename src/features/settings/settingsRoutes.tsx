import { Navigate, type RouteObject } from 'react-router-dom';

/** /settings: for now the language settings (spec §2); /settings leads there. */
export function settingsRoutes(): RouteObject[] {
  return [
    { path: 'settings', element: <Navigate to="/settings/language" replace /> },
    {
      path: 'settings/language',
      lazy: async () => ({
        Component: (await import('./LanguageSettingsPage')).LanguageSettingsPage,
      }),
    },
  ];
}
