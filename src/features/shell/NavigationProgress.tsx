import { Progress } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { createBrowserRouter } from 'react-router-dom';
import { useCommittedLocationKey } from './committedLocation';
import { PAGE_LOADER_DELAY_MS } from './PageLoader';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * In-app navigation progress (spec §9): a bar at the top of the window once the next
 * page's code or data has taken 200 ms, while the previous page stays on screen. Reads
 * the router outside its transition, so it shows while the new page still suspends.
 * The first load is not a navigation: its skeleton and PageLoader cover it.
 */
export function NavigationProgress({
  router,
  delayMs = PAGE_LOADER_DELAY_MS,
}: {
  router: AppRouter;
  delayMs?: number;
}) {
  const intl = useIntl();
  const readState = () => router.state;
  const state = useSyncExternalStore(router.subscribe, readState, readState);
  const committedKey = useCommittedLocationKey();
  const navigating =
    committedKey !== null &&
    (state.navigation.state !== 'idle' || state.location.key !== committedKey);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!navigating) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [navigating, delayMs]);

  if (!visible) return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
