import { expect, test, type Page } from './support/test';

// The mobile shell as a fan holds it: nothing runs off a 320 px screen, every control is
// a 44 × 44 px tap target, long unbroken text wraps inside its bubble, emoji render with
// the font the app ships.

/** Visible controls of `scope` smaller than 44 × 44 px. */
async function smallTapTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const controls = document.querySelectorAll<HTMLElement>(
      `${selector} a[href], ${selector} button, ${selector} textarea`,
    );
    return [...controls]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.textContent || element.ariaLabel} ${box.width}×${box.height}`,
      );
  }, scope);
}

async function openFirstChannel(page: Page) {
  await page.goto('/messages');
  await page.locator('nav a[href^="/messages/chat/"]').first().click();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
}

test.describe('on the narrowest phone (320 × 640)', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('the header and tab bar fit, with 44 px tap targets', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: 'ログイン・新規登録' })).toBeVisible();
    await expect(header.getByText('魔王子と人形の庭')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'タブメニュー' });
    await expect(tabs.getByRole('link', { name: 'ホーム' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await smallTapTargets(page, 'header')).toEqual([]);
    expect(await smallTapTargets(page, 'nav[aria-label="タブメニュー"]')).toEqual([]);
    expect(await smallTapTargets(page, 'footer')).toEqual([]);
  });

  test('the composer stays on screen, its button a 44 px target', async ({ page }) => {
    await openFirstChannel(page);
    const composer = page.getByRole('textbox', { name: 'メッセージ' });
    const box = await composer.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await smallTapTargets(page, 'form')).toEqual([]);
  });
});

test('1,000 unbroken characters wrap inside the bubble, and the shipped emoji font draws', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFirstChannel(page);
  const bubble = page.locator('.garden-user-content').first();
  await expect(bubble).toBeVisible();
  // The text a fan could send (1,000 × 「い」), then emoji, rendered in a real bubble.
  await bubble.evaluate((element) => {
    element.textContent = 'い'.repeat(1000);
  });
  const wrapped = await bubble.evaluate((element) => ({
    width: element.getBoundingClientRect().right,
    overflow: element.scrollWidth > element.clientWidth,
  }));
  expect(wrapped.overflow).toBe(false);
  expect(wrapped.width).toBeLessThanOrEqual(390);

  // The shipped emoji font loads and draws its own glyphs: not blank (the failure of some
  // colour-font builds), and not the system's fallback either.
  const drawn = await page.evaluate(async () => {
    await document.fonts.load('32px "Garden Emoji"', '🌹');
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Garden Emoji' && face.status === 'loaded',
    );
    const pixels = (family: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = `32px ${family}`;
      context.textBaseline = 'top';
      context.fillText('🌹', 4, 4);
      return [...context.getImageData(0, 0, 48, 48).data];
    };
    const shipped = pixels('"Garden Emoji"');
    const fallback = pixels('"No Such Font"');
    return {
      loaded,
      inked: shipped.some((value, index) => index % 4 === 3 && value > 0),
      own: shipped.some((value, index) => value !== fallback[index]),
    };
  });
  expect(drawn).toEqual({ loaded: true, inked: true, own: true });
});
