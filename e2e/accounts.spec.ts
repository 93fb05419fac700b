import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Response } from './support/test';
import sharp from 'sharp';
import { e2eAuthEmulatorPort, e2eDataDir } from './playwright.config';
import {
  newFanIdentity,
  openFirstChannel,
  sendMessage,
  signUpFromComposer,
  signUpUntilProfile,
} from './support/fan';
import { startRestartableGarden, type RestartableGarden } from './support/restartableGarden';

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

  test('a child under 13 cannot join: the profile step stops them before they join', async ({
    page,
    baseURL,
  }) => {
    await openFirstChannel(page, baseURL!);
    await page.getByRole('textbox', { name: 'メッセージ' }).fill('こんにちは');
    await page.getByRole('button', { name: '送信' }).click();
    const fan = newFanIdentity('child');
    await signUpUntilProfile(page, fan);
    await page.getByLabel('ニックネーム').fill(fan.displayName);
    const twelve = new Date();
    twelve.setFullYear(twelve.getFullYear() - 12);
    await page.getByLabel('生年月日').fill(twelve.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'ガーデンに参加する' }).click();
    await expect(page.getByText('この庭は13歳以上の方がご利用いただけます')).toBeVisible();
    // Still on the profile step: not joined, so no referral step and no garden of theirs.
    await expect(page).toHaveURL(/\/onboarding\/profile-setting$/);
  });
});

/** The codes the Auth emulator would have mailed (password resets, e-mail changes). */
async function emulatorOobCode(
  emulatorPort: number,
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL',
): Promise<string> {
  const answer = await fetch(
    `http://127.0.0.1:${emulatorPort}/emulator/v1/projects/demo-garden/oobCodes`,
  );
  const { oobCodes } = (await answer.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).pop();
  expect(code, `no ${requestType} code for ${email}`).toBeDefined();
  return code!.oobCode;
}

test.describe('personal info settings', () => {
  test('a fan finds their date of birth and sets their country of residence', async ({
    page,
    baseURL,
  }) => {
    await openFirstChannel(page, baseURL!);
    await signUpFromComposer(page, newFanIdentity('resident'));

    // /settings leads to the personal-info hub, which lists each page.
    await page.goto(`${baseURL}/settings`);
    await page.getByRole('link', { name: /個人情報の確認・変更/ }).click();
    await expect(page).toHaveURL(/\/settings\/personal-info$/);
    const personal = page.getByRole('navigation', { name: '個人情報' });
    await personal.getByRole('link', { name: /生年月日/ }).click();
    await expect(page).toHaveURL(/\/settings\/personal-info\/date-of-birth$/);
    await expect(page.getByTestId('date-of-birth')).toHaveText('1998年4月1日');

    await page.goto(`${baseURL}/settings/personal-info`);
    await page
      .getByRole('navigation', { name: '個人情報' })
      .getByRole('link', { name: /居住国/ })
      .click();
    await expect(page).toHaveURL(/\/settings\/personal-info\/country-of-residence$/);
    await page.getByRole('textbox', { name: '国・地域' }).click();
    await page.getByRole('textbox', { name: '国・地域' }).fill('カナ');
    await page.getByRole('option', { name: 'カナダ' }).click();
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('status')).toHaveText('保存しました。');
    // Saved on the server: a fresh page load reads it back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '国・地域' })).toHaveValue('カナダ');
  });

  test('a fan who forgot their password resets it from the mailed link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const fan = newFanIdentity('forgetful');
    await openFirstChannel(page, baseURL!);
    await signUpFromComposer(page, fan);

    const visitor = await browser.newPage();
    await visitor.goto(`${baseURL}/password-reset`);
    await visitor.getByRole('textbox', { name: 'メールアドレス' }).fill(fan.email);
    await visitor.getByRole('button', { name: '再設定リンクを送る' }).click();
    await expect(visitor.getByRole('status')).toContainText(fan.email);

    const oobCode = await emulatorOobCode(e2eAuthEmulatorPort, fan.email, 'PASSWORD_RESET');
    await visitor.goto(`${baseURL}/password-reset?oobCode=${encodeURIComponent(oobCode)}`);
    await visitor.getByLabel('新しいパスワード').fill('a-brand-new-secret');
    await visitor.getByRole('button', { name: '新しいパスワードを設定する' }).click();
    await expect(visitor.getByRole('status')).toContainText('パスワードを再設定しました');

    // The new password signs in; the old one no longer does.
    const signIn = async (password: string) =>
      (await (
        await fetch(
          `http://127.0.0.1:${e2eAuthEmulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: fan.email, password, returnSecureToken: true }),
          },
        )
      ).json()) as { idToken?: string };
    expect((await signIn('a-brand-new-secret')).idToken).toBeTruthy();
    expect((await signIn(fan.password)).idToken).toBeUndefined();
    await visitor.close();
  });
});

// Deleting an account and agreeing to new terms change the garden for everyone after
// them (a deleted fan, terms every seeded fan must agree to): they run on a garden of
// their own (E2E_RESTART_PORT, its emulator on the three ports after it), where a sign-in
// counts as recent for 5 seconds only, so re-authentication can be seen.
test.describe('leaving and new terms, on a garden of their own', () => {
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const authEmulatorPort = port + 1;
  const dataDir = path.join(os.tmpdir(), `garden-e2e-accounts-${process.pid}`);
  const RECENT_LOGIN_SECONDS = 5;
  let garden: RestartableGarden;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    garden = await startRestartableGarden({
      port,
      authEmulatorPort,
      dataDir,
      env: { GARDEN_RECENT_LOGIN_SECONDS: String(RECENT_LOGIN_SECONDS) },
    });
  });
  test.afterAll(async () => {
    await garden?.stop('SIGTERM');
  });

  test('a fan deletes their account after signing in again; their message stays as a deleted user', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const fan = newFanIdentity('leaver');
    const channelPath = await openFirstChannel(page, garden.url);
    await signUpFromComposer(page, fan);
    const farewell = `また会う日まで ${Date.now().toString(36)}`;
    await sendMessage(page, farewell);
    await expect(page.getByText(farewell)).toBeVisible();
    // Let the sign-in grow older than a recent one.
    await page.waitForTimeout((RECENT_LOGIN_SECONDS + 1) * 1000);

    await page.goto(`${garden.url}/settings/personal-info/delete-account`);
    await expect(
      page.getByText('「退会したユーザー」として残ります', { exact: false }),
    ).toBeVisible();
    const remove = page.getByRole('button', { name: '退会する' });
    await expect(remove).toBeDisabled();
    await page.getByRole('checkbox', { name: /完全に削除される/ }).check();
    await remove.click();

    const dialog = page.getByRole('dialog', { name: 'ご本人確認' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('パスワード').fill(fan.password);
    await dialog.getByRole('button', { name: '続ける' }).click();
    await expect(page.getByText('退会が完了しました')).toBeVisible({ timeout: 30_000 });

    // Their message is still in the channel, under the deleted-user name.
    await page.goto(`${garden.url}${channelPath}`);
    await expect(page.getByText(farewell)).toBeVisible();
    await expect(page.getByText('退会したユーザー').first()).toBeVisible();
    await expect(page.getByText(fan.displayName)).toHaveCount(0);
  });

  test('a fan who joined before new terms is sent to agree, then back to where they were', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const channelPath = await openFirstChannel(page, garden.url);
    await signUpFromComposer(page, newFanIdentity('reader'));

    // The operator publishes a new version through the operator console's document.
    const signIn = await request.post(
      `http://127.0.0.1:${authEmulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
      {
        data: {
          email: 'operator@garden.test',
          password: 'garden-password',
          returnSecureToken: true,
        },
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const published = await request.post(`${garden.url}/graphql`, {
      headers: { authorization: `Bearer ${idToken}`, tenant: 'demo' },
      data: {
        operationName: 'PublishTermsVersion',
        query: readFileSync(
          path.join(__dirname, '../server/accounts/operator/PublishTermsVersion.graphql'),
          'utf8',
        ),
        variables: {
          input: {
            clientMutationId: `e2e-terms-${Date.now()}`,
            version: '2027-04',
            summaryJa: 'ファンアートの投稿ルールを追加しました。',
            summaryEn: 'We added rules for posting fan art.',
          },
        },
      },
    });
    const body = (await published.json()) as {
      data?: { publishTermsVersion: { __typename: string } };
    };
    expect(body.data?.publishTermsVersion.__typename, JSON.stringify(body)).toBe(
      'PublishTermsVersionPayload',
    );

    // The server now holds the fan's mutations (their next one, e.g. marking the channel
    // read, sends them to agree); a page load does too.
    await page.goto(`${garden.url}${channelPath}`);
    await expect(page).toHaveURL(/\/onboarding\/agree-terms\?redirect=/);
    await expect(page.getByTestId('terms-summary')).toHaveText(
      'ファンアートの投稿ルールを追加しました。',
    );
    await page.getByRole('checkbox', { name: /2027-04版/ }).check();
    await page.getByRole('button', { name: '同意して続ける' }).click();
    await expect(page).toHaveURL(new RegExp(`${channelPath}$`));
    await sendMessage(page, '同意しました');
    await expect(page.getByText('同意しました')).toBeVisible();
  });
});
