import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './pageBlocks';

describe('safeHref', () => {
  it('keeps paths on this site and https URLs', () => {
    for (const href of [
      '/store',
      '/lp/new-season?from=banner#top',
      'https://example.com',
      'https://www.example.co.jp:8443/a/b?c=d',
    ])
      expect(safeHref(href), href).toBe(href);
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('/store')).toBe(false);
  });

  it('refuses every other scheme and every way of naming another host as a path', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'http://example.com',
      '//evil.example/x',
      '/\\evil.example/x',
      'https://a\\@evil.example',
      'https://user@evil.example',
      'https://',
      'https://-bad.example',
      'store',
      '',
      'x'.repeat(501),
      null,
      42,
    ])
      expect(safeHref(href), String(href)).toBeNull();
  });
});
