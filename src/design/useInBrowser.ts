import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True once the page has been taken over in the browser. While React hydrates the server's
 * HTML (and on the server) the log is a plain list of the loaded page; Virtuoso, which
 * measures the browser's layout, takes over right after.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
