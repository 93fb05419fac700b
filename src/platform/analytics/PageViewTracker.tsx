import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnalytics } from './AnalyticsProvider';

/** Sends a page-view event (page and tenant id) on the first render and every route change. */
export function PageViewTracker() {
  const analytics = useAnalytics();
  const { pathname, search } = useLocation();

  useEffect(() => {
    analytics.pageView(`${pathname}${search}`);
  }, [analytics, pathname, search]);

  return null;
}
