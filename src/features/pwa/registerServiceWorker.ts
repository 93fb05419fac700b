// Registers the service worker vite-plugin-pwa builds (dist/sw.js) once the page has
// loaded and the browser is idle, so its precaching never competes with the first view. Production builds only:
// under the dev server there is no sw.js. Call once from src/main.tsx.
import { afterFirstView } from '../../platform/afterFirstView';

export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    // workbox-window is loaded only now, outside the first view's JavaScript.
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch((error: unknown) => console.warn('[pwa] service worker not registered', error));
  };
  void afterFirstView(win).then(register);
}
