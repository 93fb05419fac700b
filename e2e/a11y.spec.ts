import AxeBuilder from '@axe-core/playwright';
import manifest from '../server/__generated__/route-manifest.json';
import { expect, test, type Page } from './support/test';

// Accessibility of the shell, /messages, a chat channel, the timeline, a landing page and the player: no serious or critical axe
// violations, and every control on the page is reachable with the Tab key.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Tabs through the page; the visible controls found, and those that never received focus. */
async function keyboardReach(page: Page): Promise<{ controls: number; unreachable: string[] }> {
  const count = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        !element.closest('[inert], [aria-hidden="true"]'),
    );
    // One stop per radio group: Tab lands on the checked (or first) radio only.
    const seenGroups = new Set<string>();
    let index = 0;
    for (const control of controls) {
      if (control instanceof HTMLInputElement && control.type === 'radio') {
        if (seenGroups.has(control.name)) continue;
        seenGroups.add(control.name);
      }
      control.dataset.a11yControl = String(index++);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return index;
  });
  const reached = new Set<string>();
  // Enough presses to go round every control twice, plus the browser's own stops: a live
  // page (a channel joining its stream) may re-render and send focus back to the start.
  for (let press = 0; press < 2 * count + 10; press++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const radio = active instanceof HTMLInputElement && active.type === 'radio' ? active : null;
      const group = radio
        ? document.querySelector<HTMLElement>(
            `input[type="radio"][name="${radio.name}"][data-a11y-control]`,
          )
        : null;
      return (group ?? active)?.dataset.a11yControl ?? null;
    });
    if (id !== null) reached.add(id);
  }
  const unreachable = await page.evaluate(
    (ids) =>
      [...document.querySelectorAll<HTMLElement>('[data-a11y-control]')]
        .filter((element) => !ids.includes(element.dataset.a11yControl ?? ''))
        .map((element) => element.outerHTML.slice(0, 160)),
    [...reached],
  );
  return { controls: count, unreachable };
}

async function openFirstChannel(page: Page) {
  await page.goto('/messages');
  const channel = page.locator('a[href^="/messages/chat/"]').first();
  await expect(channel).toBeVisible();
  await channel.click();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
}

const pages: [string, (page: Page) => Promise<void>][] = [
  [
    'the shell (/)',
    async (page) => {
      await page.goto('/');
      await expect(page.getByRole('navigation').first()).toBeVisible();
    },
  ],
  [
    '/messages',
    async (page) => {
      await page.goto('/messages');
      await expect(page.locator('a[href^="/messages/chat/"]').first()).toBeVisible();
    },
  ],
  ['a chat channel', openFirstChannel],
  [
    '/timeline',
    async (page) => {
      await page.goto('/timeline');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  ],
  [
    'a landing page (blocks)',
    async (page) => {
      await page.goto('/lp/new-season');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
  [
    'the player (/player/garden-films/garden-prelude)',
    async (page) => {
      await page.goto('/player/garden-films/garden-prelude');
      await expect(page.getByTestId('video-player')).toBeVisible();
    },
  ],
  [
    'a members-only video, locked',
    async (page) => {
      await page.goto('/player/garden-films/backstage-sketches');
      await expect(page.getByTestId('locked-video')).toBeVisible();
    },
  ],
];

for (const [name, open] of pages) {
  test(`${name}: no serious or critical axe violations`, async ({ page }) => {
    await open(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${name}: every control is reachable by keyboard`, async ({ page }) => {
    await open(page);
    const { controls, unreachable } = await keyboardReach(page);
    // The header menu alone has several controls: finding none would prove nothing.
    expect(controls).toBeGreaterThan(3);
    expect(unreachable).toEqual([]);
  });
}

// The pages of the route manifest a visitor can open, in ja on a phone: no serious or
// critical axe violations. Dynamic segments take the demo garden's ids (as the other specs
// do); the few not known up front are read from their list page's first link.
const KNOWN: Record<string, string> = {
  '/lp/:identifier': '/lp/new-season',
  '/campaign-code/:campaignCodePageId': '/campaign-code/winter-2026',
  '/questionnaires/:questionnaireId': '/questionnaires/favorite-scenes',
  '/stories/:storyId': '/stories/demon-prince-and-puppet',
  '/stories/:storyId/chapters/:chapterId':
    '/stories/demon-prince-and-puppet/chapters/rose-garden-tea',
  '/player/:playlistId': '/player/garden-films',
  '/player/:playlistId/:videoId': '/player/garden-films/backstage-sketches',
  '/supporter-rank/:seasonId': '/supporter-rank/current',
  '/articles/:slug': '/articles/storyboard-commentary-part2',
};
const FROM_LIST: Record<string, [list: string, prefix: string]> = {
  '/messages/chat/:channelId': ['/messages', '/messages/chat/'],
  '/topics/:topicId': ['/topics', '/topics/'],
  '/store/items/:itemId': ['/store', '/store/items/'],
  '/information/:articleId/general-information': ['/information', '/information/'],
  '/probability-treasure-machine/:machineId': [
    '/probability-treasure-machine',
    '/probability-treasure-machine/',
  ],
};
// Not pages a visitor opens by address: the partner-app sign-in (needs a pending request),
// the sign-in service's handler, the bare block notices, and the onboarding steps that need
// a sign-up under way (each redirects to the start).
const NOT_VISITOR_PAGES = new Set([
  '/oauth/authorize',
  '/oauth/authorize-confirm',
  '/auth/handler',
  '/blocked',
  '/ip-blocked',
  '/onboarding/confirmation-code',
  '/onboarding/password',
  '/onboarding/profile-setting',
  '/onboarding/agree-terms',
]);

const routeManifest = manifest as { path: string; redirect: string | null }[];
const openable = routeManifest.filter(
  (route) =>
    route.redirect === null &&
    !NOT_VISITOR_PAGES.has(route.path) &&
    (!route.path.includes(':') || route.path in KNOWN || route.path in FROM_LIST),
);
// One page per route family (the first segment: /store, /settings, /stories…), the first the
// manifest lists, and every dynamic page the walk knows an id for: all ~90 pages would take
// this 2-core runner far longer than the few minutes the spec may take.
const family = (path: string) => path.split('/')[1] ?? '';
const walk = openable.filter(
  (route, index) =>
    route.path.includes(':') ||
    openable.findIndex((other) => family(other.path) === family(route.path)) === index,
);

test.describe('every visitor page, ja at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
  for (const route of walk) {
    test(`${route.path}: no serious or critical axe violations`, async ({ page }) => {
      let path = KNOWN[route.path] ?? route.path;
      const list = FROM_LIST[route.path];
      if (list) {
        await page.goto(list[0]);
        const link = page.locator(`main a[href^="${list[1]}"]`).first();
        await expect(link).toBeVisible();
        path = (await link.getAttribute('href')) ?? list[0];
      }
      await page.goto(path);
      await expect(page.locator('header button').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
