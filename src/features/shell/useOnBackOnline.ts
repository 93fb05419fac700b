import { useEffect, useRef } from 'react';

/** Calls `callback` whenever the browser regains its connection. */
export function useOnBackOnline(callback: () => void): void {
  // The latest callback, without re-subscribing on every render.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
