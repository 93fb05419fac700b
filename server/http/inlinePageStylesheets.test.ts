import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStylesheetInliner, INLINE_STYLESHEET_MAX_BYTES } from './inlinePageStylesheets';

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe('inlining a page’s small stylesheets', () => {
  const root = mkdtempSync(join(tmpdir(), 'garden-inline-css-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'assets/index-a.css'),
    `.app{color:red}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`,
  );
  writeFileSync(join(root, 'assets/Page-b.css'), '._card_1{padding:4px}');
  writeFileSync(join(root, 'assets/Badge-c.css'), '._badge_2{color:gold}');
  writeFileSync(join(root, 'assets/Odd-d.css'), '._x{content:"</style><script>"}');
  const inline = createStylesheetInliner(root);

  it('puts the small ones in the page in their place and order, with a disabled link', async () => {
    const html = `<head>${link('/assets/index-a.css')}${link('/assets/Page-b.css')}${link('/assets/Badge-c.css')}</head>`;
    expect(await inline(html)).toBe(
      `<head>${link('/assets/index-a.css')}` +
        '<style>._card_1{padding:4px}</style><link rel="stylesheet" href="/assets/Page-b.css" disabled>' +
        '<style>._badge_2{color:gold}</style><link rel="stylesheet" href="/assets/Badge-c.css" disabled>' +
        '</head>',
    );
  });

  it('leaves a large, missing or unsafe stylesheet as a link', async () => {
    const html = `${link('/assets/index-a.css')}${link('/assets/Gone-e.css')}${link('/assets/Odd-d.css')}`;
    expect(await inline(html)).toBe(html);
  });

  it('answers the same page again from what it read once', async () => {
    const html = link('/assets/Page-b.css');
    const first = await inline(html);
    writeFileSync(join(root, 'assets/Page-b.css'), '._changed{}');
    expect(await inline(html)).toBe(first);
  });
});
