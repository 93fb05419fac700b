// Work the first view does not need (the sign-in service for a visitor without a session,
// feature flags, the service worker) waits until the page has loaded and the main thread
// is idle, so it never competes with the first paint for the network or the CPU.

/** Resolves once the page has loaded and the browser is idle (or after `timeout` ms). */
export function afterFirstView(win: Window = window, timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout });
      else win.setTimeout(resolve, 0);
    };
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
}
