import { expect, test } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { closePrizeDraw, createPrizeDraw } from './support/operator';

// The operator announces a draw; a fan enters it, the draw closes (the operator closes it
// now: the same draw the closing job makes), the fan wins, finds the result in the app and
// asks for the prize to be sent through the prize delivery flow.
test('a fan enters a prize draw, wins it at the close, and asks for the prize to be delivered', async ({
  page,
  request,
}) => {
  const title = `e2e 感謝キャンペーン ${Date.now()}`;
  const prizeDrawId = await createPrizeDraw(request, title);
  await page.goto(`/prize-draws/${encodeURIComponent(prizeDrawId)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('応募受付中')).toBeVisible();
  await expect(page.getByText('直筆サイン色紙')).toBeVisible();
  await expect(page.getByText('サーバーシードは抽選後に公開されます。')).toBeVisible();

  await page.getByRole('button', { name: 'ログインして応募する' }).click();
  await completeSignUp(page, newFanIdentity('prize-draw'));
  await page.getByRole('button', { name: 'この抽選に応募する（無料）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '応募が完了しました' })).toBeVisible();
  await expect(page.getByText('応募番号は 1 です。')).toBeVisible();

  await closePrizeDraw(request, prizeDrawId);

  await page.getByRole('link', { name: '応募履歴' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '応募履歴' })).toBeVisible();
  await expect(page.getByText('未確認の抽選結果が1件あります。')).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await expect(entry.getByText('当選')).toBeVisible();
  await entry.getByRole('link').click();

  await expect(
    page.getByRole('heading', { name: 'おめでとうございます！ ご当選です' }),
  ).toBeVisible();
  await expect(page.getByText('お届け先を選んで、発送をご依頼ください。')).toBeVisible();
  const form = page.getByRole('form', { name: 'お届け先' });
  await form.getByLabel('お名前').fill('花守 ミオ');
  await form.getByLabel('郵便番号').fill('１５０－０００１');
  await expect(form.getByRole('textbox', { name: '都道府県' })).toHaveValue('東京都');
  await form.getByLabel('町名・番地').fill('1-2-3');
  await form.getByLabel('電話番号').fill('090-1234-5678');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('radio', { name: 'このお届け先に送る' })).toBeChecked();
  await page.getByRole('button', { name: 'このお届け先に発送を依頼する' }).click();
  await expect(page.getByRole('status')).toContainText('1');

  // The draw page now shows the revealed seed and the winning number.
  await page.goto(`/prize-draws/${encodeURIComponent(prizeDrawId)}`);
  await expect(page.getByText('抽選済み')).toBeVisible();
  await expect(page.getByTestId('winning-numbers')).toHaveText('当選応募番号：1');
});

// The members' extra draw (EXTRA_DRAWS): a fan sees what membership would give, subscribes
// with the local test card, comes back and takes the extra entry on top of their own.
test('a member uses the extra draw of a prize draw that offers it', async ({ page, request }) => {
  const title = `e2e メンバー感謝抽選 ${Date.now()}`;
  const prizeDrawId = await createPrizeDraw(request, title, { offersMemberExtraDraw: true });
  const drawPath = `/prize-draws/${encodeURIComponent(prizeDrawId)}`;
  await page.goto(drawPath);
  await page.getByRole('button', { name: 'ログインして応募する' }).click();
  await completeSignUp(page, newFanIdentity('extra-draw'));

  const extra = page.getByTestId('member-extra-draw');
  await expect(extra).toContainText('メンバー特典：この抽選に追加で1回応募できます');
  await expect(extra).toContainText(
    'メンバーシップに加入すると、この抽選にもう1回無料でご応募いただけます。',
  );
  await extra.getByRole('link', { name: 'メンバーシップのプランを見る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メンバーシップ' })).toBeVisible();
  await page.getByRole('button', { name: 'このプランを選ぶ' }).click();
  const confirmation = page.getByTestId('subscribe-confirmation');
  await confirmation.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await confirmation
    .getByRole('button', { name: /550.*を支払って月額メンバーシップを開始する/ })
    .click();
  await expect(page.getByTestId('membership-status')).toContainText('有効');

  await page.goto(drawPath);
  await expect(extra).toContainText('メンバー特典の追加応募が残り1回あります。');
  await extra.getByRole('button', { name: 'メンバー特典で追加応募する' }).click();
  await expect(extra).toContainText('メンバー特典で追加応募済みです（応募番号 1）');
  await expect(extra.getByRole('button', { name: 'メンバー特典で追加応募する' })).toHaveCount(0);
  await expect(page.getByText('現在の応募数：1件')).toBeVisible();
  await extra.getByRole('link', { name: '応募内容を見る' }).click();
  await expect(page.getByText('メンバー特典での追加応募')).toBeVisible();
  await page.goto(drawPath);

  // The fan's own entry is still theirs to make: the next number.
  await page.getByRole('button', { name: 'この抽選に応募する（無料）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '応募が完了しました' })).toBeVisible();
  await expect(page.getByText('応募番号は 2 です。')).toBeVisible();
});
