// The e2e `test`: every page a spec opens waits until the app has taken over the server's
// markup (hydrated) before the spec types or taps. Before that, typed text is not in React's
// state and a tap on a form's button submits the page natively, so a spec would race the
// download of the app's code (a fan on a slow phone waits for the page the same way).
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Response } from '@playwright/test';

/** Resolves once the page is interactive; at once for a page that is not the app's. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      document.getElementById('garden-server-state') == null,
  );
}

/** Collects React's hydration complaints and the page's errors, from now on. */
export function watchHydration(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|hydrat|Suspense/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { problems };
}

// Pages of a spec that blocks the app's code on purpose: they never hydrate.
const pagesNeverHydrating = new WeakSet<Page>();
const hydrationAwarePages = new WeakSet<Page>();

function hydrationAware(page: Page): Page {
  if (hydrationAwarePages.has(page)) return page;
  hydrationAwarePages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (!pagesNeverHydrating.has(page)) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (!pagesNeverHydrating.has(page)) await waitForHydration(page);
    return response;
  };
  return page;
}

function hydrationAwareContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => hydrationAware(await newPage());
  return context;
}

export const test = base.extend<{ page: Page; waitsForHydration: boolean }, { browser: Browser }>({
  // Off only for a spec that blocks the app's code on purpose (the page never hydrates).
  waitsForHydration: [true, { option: true }],
  page: async ({ page, waitsForHydration }, use) => {
    if (!waitsForHydration) pagesNeverHydrating.add(page);
    await use(hydrationAware(page));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => hydrationAwareContext(await newContext(...args));
      browser.newPage = async (...args) => hydrationAware(await newPage(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
