import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// "Now" while a part of the page hydrates is when the server rendered the page: a relative
// time ("59 minutes ago") then hydrates as the server wrote it, even if a minute has turned
// since (a text mismatch would make React drop the server's markup and draw it afresh).
// useSyncExternalStore's server snapshot is what React uses while hydrating; each part
// re-renders with the browser's clock right after its own hydration, so no update reaches a
// boundary still waiting to hydrate.
const RenderClockContext = createContext<Date | null>(null);

export function RenderClockProvider({
  renderedAt,
  children,
}: {
  /** When the server rendered the page; null when the browser draws it itself. */
  renderedAt: Date | null;
  children: ReactNode;
}) {
  return <RenderClockContext.Provider value={renderedAt}>{children}</RenderClockContext.Provider>;
}

const noSubscription = () => () => undefined;

/** The time to show relative times and windows against (see RenderClockProvider). */
export function useNow(): Date {
  const renderedAt = useContext(RenderClockContext);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return !hydrated && renderedAt ? renderedAt : new Date();
}
