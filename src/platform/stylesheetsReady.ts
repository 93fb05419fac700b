// The served page may load the app's stylesheets without blocking the first paint (its HTML
// skeleton has its own styles: server/http/firstViewSkeleton.ts): they come as
// media="print", and the app switches each one on once it has loaded (the page's
// Content-Security-Policy allows no inline onload handler to do it). The app must not draw
// before them, or it would flash unstyled.

/**
 * Resolves once every stylesheet still loading (media="print") has settled, each switched
 * to media="all" as it loads.
 */
export function stylesheetsReady(doc: Document = document): Promise<void> {
  const deferred = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.media === 'print',
  );
  return Promise.all(
    deferred.map(
      (link) =>
        new Promise<void>((resolve) => {
          const done = () => {
            link.media = 'all';
            resolve();
          };
          // Loaded before the app's script ran: its load event has passed already.
          if (link.sheet) return done();
          // A failed stylesheet must not keep the app from starting.
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
        }),
    ),
  ).then(() => undefined);
}
