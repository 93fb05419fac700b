import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the app has taken over the page (hydrated, or drawn in
 * the browser): from then on it handles typing and taps. The e2e suite and synthetic
 * monitors wait for it; before it, input goes to the server's inert markup. It sits inside
 * the page's Suspense boundary: React hydrates a boundary that is still waiting (the page's
 * code or data) after the shell, and text typed into its markup meanwhile is not in React's
 * state (the next render puts the server's value back).
 */
export function MarkInteractive(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
