import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the app has taken over the page (hydrated, or drawn in
 * the browser): from then on it handles typing and taps. The e2e suite and synthetic
 * monitors wait for it; before it, input goes to the server's inert markup.
 */
export function MarkInteractive(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
