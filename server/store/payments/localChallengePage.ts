// The local test provider's own page, standing in for the card issuer's 3-D Secure
// challenge or the ID payment app: two buttons that settle the test payment. Bilingual,
// as an issuer's page is not in the garden's language settings.
import type { Payment } from './paymentProvider';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function localChallengePage(payment: Payment, returnPath: string): string {
  const waiting = payment.status === 'requires_action' || payment.status === 'processing';
  const isCard = payment.status === 'requires_action';
  const title = isCard ? '本人認証（3Dセキュア） / Card authentication' : 'ID決済 / ID payment';
  // A card being saved (a setup) is not charged: the page says so instead of an amount.
  const amount = payment.reference.startsWith('setup:')
    ? 'カードの登録 / Saving a card'
    : `¥${payment.amount.toLocaleString('ja-JP')}`;
  const actions = waiting
    ? `<form method="post">
        <input type="hidden" name="return" value="${escape(returnPath)}">
        <button name="outcome" value="succeed" class="primary">${
          isCard ? '認証する / Authenticate' : '支払う / Pay'
        }</button>
        <button name="outcome" value="fail">${isCard ? '認証に失敗する / Fail authentication' : '支払わない / Decline'}</button>
      </form>`
    : `<p>この支払いは完了しています / This payment is no longer waiting.</p>
       <p><a href="${escape(returnPath)}">戻る / Back</a></p>`;
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { font-family: system-ui, 'Noto Sans JP', sans-serif; background: #f4f4f6; color: #1d1d22; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 16px; padding: 28px;
         box-shadow: 0 6px 24px rgba(0,0,0,.08); }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; color: #6b6b76;
           border: 1px solid #d8d8de; border-radius: 999px; padding: 2px 10px; }
  h1 { font-size: 20px; margin: 16px 0 8px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 20px; }
  button { display: block; width: 100%; padding: 14px; margin-top: 12px; border-radius: 10px;
           border: 1px solid #c9c9d1; background: #fff; font-size: 16px; cursor: pointer; }
  button.primary { background: #1d1d22; color: #fff; border-color: #1d1d22; }
  p { line-height: 1.6; }
</style></head>
<body><main>
  <span class="badge">TEST MODE · garden local payments</span>
  <h1>${title}</h1>
  <p>テスト用の決済画面です。実際の請求は発生しません。<br>A test payment page: no money moves.</p>
  <div class="amount" data-testid="amount">${amount}</div>
  ${actions}
</main></body></html>`;
}
