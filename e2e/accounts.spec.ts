import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Response } from './support/test';
import sharp from 'sharp';
import { e2eDataDir } from './playwright.config';
import { newFanIdentity, openFirstChannel, signUpFromComposer } from './support/fan';

/** The id of a seeded fan, read from the chat page's own GraphQL answers (message authors). */
async function fanIdFromChat(page: Page, baseURL: string, displayName: string): Promise<string> {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.displayName === displayName && typeof record.id === 'string') found.add(record.id);
    Object.values(record).forEach(collect);
  };
  const answers: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname === '/graphql')
      answers.push(response.json().then(collect, () => undefined));
  };
  page.on('response', onResponse);
  await openFirstChannel(page, baseURL);
  await expect(page.getByText(displayName).first()).toBeVisible();
  page.off('response', onResponse);
  await Promise.all(answers);
  expect(found.size, `no message by ${displayName} in the first channel`).toBeGreaterThan(0);
  return [...found][0];
}

/** A phone photo: a JPEG carrying the camera's EXIF and a GPS position. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a1f3d' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'GardenPhone', Copyright: 'e2e-secret-owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 40/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 45/1 0/1',
      },
    })
    .toBuffer();
}

test.describe('accounts', () => {
  test('a fan follows another from their profile and finds them in the follow list', async ({
    page,
    baseURL,
  }) => {
    const hanaId = await fanIdFromChat(page, baseURL!, '花守');
    await signUpFromComposer(page, newFanIdentity('follower'));

    await page.goto(`${baseURL}/profile/${encodeURIComponent(hanaId)}`);
    await expect(page.getByRole('heading', { name: '花守' })).toBeVisible();
    await expect(page.getByText('人形推しの絵描きです', { exact: false })).toBeVisible();
    const followers = page.getByText(/フォロワー$/);
    const before = Number((await followers.locator('strong').textContent())?.replace(/\D/g, ''));

    await page.getByRole('button', { name: '花守さんをフォローする' }).click();
    const following = page.getByRole('button', { name: '花守さんのフォローをやめる' });
    await expect(following).toHaveText('フォロー中');
    await expect(followers.locator('strong')).toHaveText(String(before + 1));

    // Saved on the server: still following after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: '花守さんのフォローをやめる' })).toBeVisible();

    await page.goto(`${baseURL}/follow-list`);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /花守/ })).toBeVisible();

    // Unfollowing from the list brings the count back.
    await panel.getByRole('button', { name: '花守さんのフォローをやめる' }).click();
    await expect(panel.getByRole('button', { name: '花守さんをフォローする' })).toBeVisible();
    await page.goto(`${baseURL}/profile/${encodeURIComponent(hanaId)}`);
    await expect(page.getByText(/フォロワー$/).locator('strong')).toHaveText(String(before));
  });

  test('a fan edits their profile and uploads an avatar whose EXIF and GPS are removed', async ({
    page,
    baseURL,
  }) => {
    await openFirstChannel(page, baseURL!);
    await signUpFromComposer(page, newFanIdentity('editor'));

    await page.goto(`${baseURL}/mypage`);
    await page.getByRole('link', { name: 'プロフィールを編集' }).click();
    await expect(page).toHaveURL(/\/mypage\/edit$/);

    const uploaded = page.waitForResponse((response) => response.url().endsWith('/uploads/avatar'));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'rose-garden.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoWithLocation(),
    });
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/media\/demo\/avatars\/[0-9a-f-]+\.webp$/);

    // The file the server keeps: re-encoded, square, with no metadata left.
    const stored = await readFile(path.join(e2eDataDir, 'media', url.slice('/media/'.length)));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('GardenPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('e2e-secret-owner'))).toBe(false);
    const served = await page.request.get(`${baseURL}${url}`);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const name = page.getByRole('textbox', { name: /ニックネーム/ });
    await name.fill('薔薇の番人');
    await page
      .getByRole('textbox', { name: '自己紹介' })
      .fill('王子推し。毎週の放送後に感想を書きます。');
    await page.getByRole('button', { name: '保存する' }).click();

    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { name: '薔薇の番人' })).toBeVisible();
    await expect(page.getByText('王子推し。毎週の放送後に感想を書きます。')).toBeVisible();
    await expect(page.getByRole('main').locator(`img[src="${url}"]`)).toBeVisible();

    // Moderation as at joining: a banned word in the bio is refused under the field.
    await page.goto(`${baseURL}/mypage/edit`);
    await page.getByRole('textbox', { name: '自己紹介' }).fill('禁句を含む自己紹介');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('この庭では使えない言葉が含まれています。')).toBeVisible();
    await expect(page).toHaveURL(/\/mypage\/edit$/);
  });

  test('a child under 13 cannot join: the form stops them before any account exists', async ({
    page,
    baseURL,
  }) => {
    await openFirstChannel(page, baseURL!);
    await page.getByRole('textbox', { name: 'メッセージ' }).fill('こんにちは');
    await page.getByRole('button', { name: '送信' }).click();
    const dialog = page.getByRole('dialog');
    const fan = newFanIdentity('child');
    await dialog.getByLabel('メールアドレス').fill(fan.email);
    await dialog.getByLabel('パスワード').fill(fan.password);
    await dialog.getByLabel('表示名').fill(fan.displayName);
    const twelve = new Date();
    twelve.setFullYear(twelve.getFullYear() - 12);
    await dialog.getByLabel('生年月日').fill(twelve.toISOString().slice(0, 10));
    await dialog.getByRole('checkbox', { name: /利用規約/ }).check();
    await dialog.getByRole('button', { name: '登録して参加する' }).click();
    await expect(dialog.getByText('この庭は13歳以上の方がご利用いただけます')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
