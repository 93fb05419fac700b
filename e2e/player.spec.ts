import { completeSignUp, newFanIdentity } from './support/fan';
import { expect, test } from './support/test';

const PLAYLIST = '/player/garden-films';
const MEMBERS_ONLY = `${PLAYLIST}/backstage-sketches`;

// The demo garden's screening room: a visitor finds the backstage sketch locked (in the
// server's HTML too) and cannot fetch its file; a fan joins the membership, plays the opening
// study, leaves, comes back through "continue watching" and resumes where they stopped, and
// plays the members-only sketch, whose file a signed-out browser is still refused.
test('a member plays, leaves and resumes; a visitor finds the members-only video locked', async ({
  page,
  browser,
}) => {
  // The server's HTML of the locked video: its card, never its source.
  const html = await (
    await page.request.get(MEMBERS_ONLY, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('data-testid="locked-video"');
  expect(html).not.toContain('video.mp4');

  await page.goto(MEMBERS_ONLY);
  const locked = page.getByTestId('locked-video');
  await expect(locked.getByRole('status')).toHaveText(
    'この動画はメンバー限定です。ログインしてメンバーシップに参加すると視聴できます。',
  );
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  await locked.getByRole('button', { name: 'ログインして参加する' }).click();
  await completeSignUp(page, newFanIdentity('viewer'));
  // A fan without the membership: the way to the plan.
  await expect(locked.getByRole('status')).toHaveText(
    'この動画はメンバー限定です。メンバーシップに参加すると視聴できます。',
  );
  await locked.getByRole('link', { name: 'メンバーシップを見る' }).click();
  await page.getByRole('button', { name: 'このプランを選ぶ' }).click();
  const confirmation = page.getByTestId('subscribe-confirmation');
  await confirmation.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await confirmation
    .getByRole('button', { name: /550.*を支払って月額メンバーシップを開始する/ })
    .click();
  await expect(page.getByTestId('membership-status')).toContainText(
    'メンバー限定の映像を視聴できる',
  );

  // The opening study (HLS): it loads, plays, and is paused a few seconds in. This Chromium
  // plays HLS natively; told it cannot, the page plays it with hls.js (a blob: source), as
  // every browser without native HLS does.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
    };
  });
  await page.goto(PLAYLIST);
  await expect(page.getByRole('heading', { level: 1, name: '庭の映像室' })).toBeVisible();
  await page.getByRole('link', { name: '最初から再生' }).click();
  await expect(page).toHaveURL(new RegExp(`${PLAYLIST}/garden-prelude$`));
  const player = page.getByTestId('video-player');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  expect(await player.evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/^blob:/);
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.5);
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('SaveVideoPosition'),
  );
  await player.evaluate((video: HTMLVideoElement) => {
    video.currentTime = 6;
    video.pause();
  });
  await saved;

  // Leave, come back: "continue watching" resumes near the saved position.
  await page.goto('/player');
  await page.getByTestId('playlist-card').filter({ hasText: '庭の映像室' }).click();
  const resume = page.getByTestId('continue-watching');
  await expect(resume).toContainText('庭のプレリュード');
  await expect(resume).toContainText('0:06');
  await resume.click();
  await expect
    .poll(
      () =>
        page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(5.5);

  // The members-only sketch (MP4) plays for the member; its file is refused to a visitor.
  await page.getByTestId('video-row').filter({ hasText: '制作スケッチ' }).click();
  await expect(page).toHaveURL(/\/backstage-sketches$/);
  const sketch = page.getByTestId('video-player');
  await expect
    .poll(() => sketch.evaluate((video: HTMLVideoElement) => video.currentSrc))
    .toMatch(/\/video-media\/demo\/\d+\/video\.mp4$/);
  await expect
    .poll(() => sketch.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
  const source = await sketch.evaluate((video: HTMLVideoElement) => video.currentSrc);
  expect(source).toMatch(/\/video-media\/demo\/\d+\/video\.mp4$/);
  expect((await page.request.get(source, { headers: { range: 'bytes=0-99' } })).status()).toBe(206);
  const visitor = await browser.newContext();
  try {
    expect((await visitor.request.get(source)).status()).toBe(403);
  } finally {
    await visitor.close();
  }
});
