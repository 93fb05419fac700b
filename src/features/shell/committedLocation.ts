// The location React has actually rendered, as an external store. The router updates its
// state inside a transition, so while the next page's code or data loads, the rendered
// page (and useLocation) stays on the old location; NavigationProgress compares the two.
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

let committedKey: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noPageYet = () => null;

/** The key of the rendered location; null before the first page rendered. */
export function useCommittedLocationKey(): string | null {
  // The server and the hydrating render have shown nothing yet.
  return useSyncExternalStore(subscribe, () => committedKey, noPageYet);
}

/** Rendered inside the router: reports each location once it is on screen. */
export function CommittedLocationReporter() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    committedKey = key;
    listeners.forEach((listener) => listener());
  }, [key]);
  return null;
}
