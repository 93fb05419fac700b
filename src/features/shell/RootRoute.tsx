import { Outlet } from 'react-router-dom';
import { AlternateLanguageLinks } from '../../i18n/AlternateLanguageLinks';
import { PageViewTracker } from '../../platform/analytics/PageViewTracker';

/** Above every page, with or without the shell: page views and the hreflang links. */
export function RootRoute() {
  return (
    <>
      <PageViewTracker />
      <AlternateLanguageLinks />
      <Outlet />
    </>
  );
}
