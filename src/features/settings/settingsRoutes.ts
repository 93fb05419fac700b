import { defineMessages } from 'react-intl';
import { featureRoutes } from '../../routing/routeDeclaration';

const messages = defineMessages({
  language: { id: 'common.nav.language' },
  settings: { id: 'common.nav.settings' },
});

/** /settings: the hub, and the settings pages that exist so far (spec §2). */
export const settingsRoutes = featureRoutes('settings', [
  {
    path: 'settings',
    page: 'SettingsPage',
    handle: {
      navigation: { section: 'more', label: messages.settings, icon: 'settings', order: 85 },
    },
  },
  {
    path: 'settings/language',
    page: 'LanguageSettingsPage',
    handle: {
      navigation: { section: 'more', label: messages.language, icon: 'language', order: 90 },
    },
  },
]);
