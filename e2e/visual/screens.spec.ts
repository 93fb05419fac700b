import type { Browser, BrowserContext, Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { completeSignUp, newFanIdentity } from '../support/fan';

// The key screens at a phone's and a laptop's size, in both languages and both colour
// schemes, against committed baselines. Times and generated avatars are masked: the
// seeded messages are dated from the server's start and the fans' ids are random.
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const LOCALES = ['ja', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;

// Not 'networkidle': a chat page keeps its /stream request open.
async function settle(page: Page) {
  // The header's account button (sign in, or the fan's menu) shows once the sign-in service
  // has answered; before, the header holds neither.
  await expect(page.locator('header button').first()).toBeVisible();
  // Every picture on screen has loaded; a lazy one below the fold never starts loading.
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) =>
        image.complete ||
        (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight),
    ),
  );
  // The shipped emoji font is declared after the first view (src/design/loadEmojiFont.ts):
  // the baselines show emoji in it.
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Garden Emoji'),
  );
  await page.evaluate(() => document.fonts.ready);
  // On a loaded machine the live stream may be a moment late, or pause after its retries:
  // its "reconnecting" / "paused" pill is not part of the screen (a fan would tap retry).
  const retry = page.getByRole('button', { name: /^(Retry now|今すぐ再試行)$/ });
  if (await retry.isVisible()) await retry.click();
  await expect(
    page.getByText(
      /^(Reconnecting…|再接続中…|Live updates paused|ライブ更新を一時停止しています)$/,
    ),
  ).toHaveCount(0);
}

// One fan for the signed-in screens, signed up once per worker through the UI: what the
// browser keeps of them (the session cookie and the sign-in service's IndexedDB).
let fanStorage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
async function fanState(browser: Browser, baseURL: string | undefined) {
  if (fanStorage) return fanStorage;
  const context = await browser.newContext({ baseURL, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/?hl=ja');
  await page.getByRole('button', { name: 'ログイン・新規登録' }).click();
  await completeSignUp(page, { ...newFanIdentity('visual'), displayName: '花守ミオ' });
  fanStorage = await context.storageState({ indexedDB: true });
  await context.close();
  return fanStorage;
}

const masks = (page: Page) => [page.locator('time'), page.locator('.mantine-Avatar-root')];

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const locale of LOCALES) {
    for (const scheme of SCHEMES) {
      test.describe(`${size} ${locale} ${scheme}`, () => {
        test.use({ viewport, colorScheme: scheme, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });
        test.beforeEach(async ({ page }) => {
          await page.addInitScript(
            (value) => localStorage.setItem('mantine-color-scheme-value', value),
            scheme,
          );
        });
        const name = (screen: string) => `${screen}-${size}-${locale}-${scheme}.png`;
        const shoot = async (page: Page, screen: string, more: Locator[] = []) => {
          await settle(page);
          await expect(page).toHaveScreenshot(name(screen), { mask: [...masks(page), ...more] });
        };

        test('home', async ({ page }) => {
          await page.goto(`/?hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'home');
        });

        test('landing page', async ({ page }) => {
          await page.goto(`/lp/new-season?hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'landing-page');
        });

        test('campaign code', async ({ page }) => {
          await page.goto(`/campaign-code/winter-2026?hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'campaign-code');
        });

        test('channel list', async ({ page }) => {
          await page.goto(`/messages?hl=${locale}`);
          await expect(page.locator('nav a[href^="/messages/chat/"]').first()).toBeVisible();
          await shoot(page, 'channels');
        });

        test('channel', async ({ page }) => {
          await page.goto(`/messages?hl=${locale}`);
          await page.locator('nav a[href^="/messages/chat/"]').first().click();
          await expect(page.getByRole('log').locator('li').first()).toBeVisible();
          await shoot(page, 'channel');
        });

        test('members channel', async ({ page }) => {
          await page.goto(`/messages?hl=${locale}`);
          await page.locator('nav a[href^="/messages/chat/"]').last().click();
          await expect(page.getByTestId('members-only-channel')).toBeVisible();
          await shoot(page, 'members-channel');
        });

        test('timeline', async ({ page }) => {
          await page.goto(`/timeline?hl=${locale}`);
          await expect(page.getByRole('article').first()).toBeVisible();
          await shoot(page, 'timeline');
        });

        test('topics', async ({ page }) => {
          await page.goto(`/topics?hl=${locale}`);
          await expect(page.locator('a[href^="/topics/"]').first()).toBeVisible();
          await shoot(page, 'topics');
        });

        test('store', async ({ page }) => {
          await page.goto(`/store?hl=${locale}`);
          await expect(page.locator('a[href^="/store/items/"]').first()).toBeVisible();
          await shoot(page, 'store');
        });

        test('news', async ({ page }) => {
          await page.goto(`/information?hl=${locale}`);
          await expect(page.locator('a[href^="/information/"]').first()).toBeVisible();
          // The demo articles are dated from the server's start.
          await shoot(page, 'news', [
            page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$|^\d{4}\/\d{1,2}\/\d{1,2}$/),
          ]);
        });

        test('treasure machines', async ({ page }) => {
          await page.goto(`/probability-treasure-machine?hl=${locale}`);
          await expect(
            page.locator('a[href^="/probability-treasure-machine/"]').first(),
          ).toBeVisible();
          // The machines close a fixed time after the server's start.
          await shoot(page, 'treasure-machines', [page.getByText(/^Ends |まで$/)]);
        });

        test('language settings', async ({ page }) => {
          await page.goto(`/settings/language?hl=${locale}`);
          await expect(page.getByRole('radio').first()).toBeVisible();
          await shoot(page, 'settings-language');
        });

        test('not found', async ({ page }) => {
          await page.goto(`/no-such-page?hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'not-found');
        });

        test('partner app consent', async ({ page, baseURL }) => {
          // A pending sign-in of the demo garden's partner app, by a fan who signs up for it.
          const authorize = new URL(`${baseURL}/oauth/demo/auth`);
          authorize.search = new URLSearchParams({
            client_id: 'demon-prince-puzzle',
            response_type: 'code',
            redirect_uri: 'http://localhost:7777/callback',
            scope: 'openid profile email',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
          }).toString();
          await page.goto(`/?hl=ja`);
          await page.goto(authorize.href);
          await completeSignUp(page, { ...newFanIdentity('visual'), displayName: '花守ミオ' });
          await expect(page).toHaveURL(/\/oauth\/authorize-confirm\?uid=/);
          await page.goto(`${page.url()}&hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(
            locale === 'ja' ? '魔王子パズル' : 'Demon Prince Puzzle',
          );
          await shoot(page, 'oauth-consent');
        });

        test('questionnaires', async ({ page }) => {
          await page.goto(`/questionnaires?hl=${locale}`);
          await expect(page.getByTestId('questionnaire-card').first()).toBeVisible();
          // Their closing dates are set from the server's start.
          await shoot(page, 'questionnaires');
        });

        test('questionnaire', async ({ page }) => {
          await page.goto(`/questionnaires/favorite-scenes?hl=${locale}`);
          await expect(page.getByRole('radio').first()).toBeVisible();
          await shoot(page, 'questionnaire');
        });

        test('supporter rank', async ({ page }) => {
          await page.goto(`/supporter-rank/current?hl=${locale}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The season runs for fixed days from the server's start.
          await shoot(page, 'supporter-rank', [
            page.getByTestId('season-days-left'),
            // The count of supporters grows with the fans the other screens sign up.
            page.getByText(/人が参加中$| supporters?$/),
          ]);
        });

        test('stories', async ({ page }) => {
          await page.goto(`/stories?hl=${locale}`);
          await expect(page.getByTestId('story-card').first()).toBeVisible();
          await shoot(page, 'stories');
        });

        test('story chapter', async ({ page }) => {
          await page.goto(`/stories/demon-prince-and-puppet/chapters/moonlit-pact?hl=${locale}`);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await shoot(page, 'story-chapter');
        });

        test('player', async ({ page }) => {
          await page.goto(`/player?hl=${locale}`);
          await expect(page.locator('a[href^="/player/"]').first()).toBeVisible();
          await shoot(page, 'player');
        });

        test('members-only video, locked', async ({ page }) => {
          await page.goto(`/player/garden-films/backstage-sketches?hl=${locale}`);
          await expect(page.getByTestId('locked-video')).toBeVisible();
          await shoot(page, 'player-locked', [page.locator('video')]);
        });

        test('onboarding sign-in step', async ({ page }) => {
          await page.goto(`/onboarding/login?hl=${locale}`);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await shoot(page, 'onboarding-login');
        });

        // A joined fan's own screens, by one fan signed up once per worker. Each test closes
        // its context: open tabs keep their live streams, and the fan's cap would refuse more.
        const fanContexts: BrowserContext[] = [];
        test.afterEach(async () => {
          await Promise.all(fanContexts.splice(0).map((context) => context.close()));
        });
        const asFan = async (browser: Browser, baseURL: string | undefined, path: string) => {
          const context = await browser.newContext({
            baseURL,
            viewport,
            colorScheme: scheme,
            locale: locale === 'ja' ? 'ja-JP' : 'en-US',
            storageState: await fanState(browser, baseURL),
          });
          fanContexts.push(context);
          await context.addInitScript(
            (value) => localStorage.setItem('mantine-color-scheme-value', value),
            scheme,
          );
          const page = await context.newPage();
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}hl=${locale}`);
          return page;
        };

        test('draft posts', async ({ browser, baseURL }) => {
          const page = await asFan(browser, baseURL, '/draft-posts');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'draft-posts');
        });

        test('referral code', async ({ browser, baseURL }) => {
          const page = await asFan(browser, baseURL, '/referral-code');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Each fan's code is their own.
          await shoot(page, 'referral-code', [page.getByTestId('invite-code')]);
        });

        test('gallery edit', async ({ browser, baseURL }) => {
          const page = await asFan(browser, baseURL, '/mypage/gallery/edit');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'gallery-edit');
        });

        test('payment cards', async ({ browser, baseURL }) => {
          const page = await asFan(browser, baseURL, '/settings/store/payment-method');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await shoot(page, 'payment-cards');
        });

        test('sign-in modal', async ({ page }) => {
          await page.goto(`/?hl=${locale}`);
          await page
            .getByRole('button', {
              name: locale === 'ja' ? 'ログイン・新規登録' : 'Sign in / Sign up',
            })
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await shoot(page, 'sign-in');
        });
      });
    }
  }
}
