import { Outlet } from 'react-router-dom';
import { AlternateLanguageLinks } from '../../i18n/AlternateLanguageLinks';
import { PageViewTracker } from '../../platform/analytics/PageViewTracker';
import { CommittedLocationReporter } from './committedLocation';

/** Above every page, with or without the shell: page views, the hreflang links, and which
 * location is on screen (for NavigationProgress). */
export function RootRoute() {
  return (
    <>
      <CommittedLocationReporter />
      <PageViewTracker />
      <AlternateLanguageLinks />
      <Outlet />
    </>
  );
}
