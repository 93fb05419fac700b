// The served page may load the app's stylesheets without blocking the first paint (its HTML
// skeleton has its own styles: server/http/firstViewSkeleton.ts). The app must not draw
// before them, or it would flash unstyled.

/** Resolves once every stylesheet still loading (media="print" until loaded) has settled. */
export function stylesheetsReady(doc: Document = document): Promise<void> {
  const loading = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.media === 'print',
  );
  return Promise.all(
    loading.map(
      (link) =>
        new Promise<void>((resolve) => {
          // A failed stylesheet must not keep the app from starting.
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
