import type { DataRouter } from 'react-router-dom';

/**
 * Resolves once the router has its first matches loaded (lazy pages and loaders): hydrating
 * before that would draw the hydrate fallback over the server's page.
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
