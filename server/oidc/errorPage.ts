// The page the provider shows when it cannot send the fan back to the partner app (an
// unknown client, a redirect address it did not register): in Japanese and English, with
// the OAuth error for the partner's developers. Nothing of the request is echoed unescaped.
import type { Configuration } from 'oidc-provider';
import { createTranslate } from '../graphql/translate';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const renderOidcError: NonNullable<Configuration['renderError']> = (ctx, out) => {
  const lines = ['ja', 'en'].map(
    (language) =>
      `<p lang="${language}">${escapeHtml(createTranslate(language as 'ja' | 'en')('errors.oauthSignInFailed'))}</p>`,
  );
  const details = Object.entries(out)
    .map(([key, value]) => `<code>${escapeHtml(key)}: ${escapeHtml(String(value))}</code>`)
    .join('<br>');
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Garden</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${lines.join('')}<p>${details}</p></body></html>`;
};
