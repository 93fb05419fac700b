import { describe, expect, it } from 'vitest';
import { withColorScheme } from './colorScheme';

const page = '<!doctype html><html lang="ja"><head><title>x</title></head><body></body></html>';

describe('withColorScheme', () => {
  it("puts the tenant's scheme on <html> from the first byte", () => {
    const html = withColorScheme(page, 'dark', 'n0nce');
    expect(html).toContain('<html lang="ja" data-mantine-color-scheme="dark">');
  });

  it("applies the fan's own choice before the body, under the page's nonce", () => {
    const html = withColorScheme(page, 'light', 'n0nce');
    const script = html.slice(html.indexOf('<head>'), html.indexOf('<title>'));
    expect(script).toContain('<script nonce="n0nce">');
    expect(script).toContain('mantine-color-scheme-value');
  });
});
