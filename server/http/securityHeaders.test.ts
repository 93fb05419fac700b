// Every HTML page carries a Content-Security-Policy with a fresh nonce that its inline
// scripts carry too, refuses to be framed, and names only the third parties configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { rawRequest } from '../testing/rawRequest';
import type { InjectedAppConfig } from './appConfigScript';
import { contentSecurityPolicy } from './securityHeaders';

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('the security headers of pages', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite');
  });
  afterAll(() => server?.close());

  it('send a CSP whose nonce is on the inline app config script, new for every response', async () => {
    const first = await server.get('/messages');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src').join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonce}">window.__APP_CONFIG__=`);
    // Every inline script carries it.
    for (const script of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [])
      expect(script).toContain(`nonce="${nonce}"`);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    const second = await server.get('/messages');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('refuse framing, sniffing and full referrers; no HSTS over plain http', async () => {
    const page = await server.get('/');
    expect(directive(page.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toEqual(
      ["'none'"],
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('send HSTS when the page is served over https (behind a trusted proxy)', async () => {
    const proxied = await startPageServer('pglite', { trustProxy: true });
    try {
      const page = await proxied.get('/', { 'x-forwarded-proto': 'https' });
      expect(page.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await proxied.close();
    }
  });
});

describe('the Content-Security-Policy', () => {
  const base: InjectedAppConfig = {
    tenantId: 'demo',
    environment: 'production',
    firebase: { apiKey: 'k', authDomain: 'garden.firebaseapp.com', projectId: 'garden' },
  };

  it('allows only Firebase when nothing else is configured', () => {
    const csp = contentSecurityPolicy('n', base);
    // Google's iframe library (popup sign-in) and the reCAPTCHA of phone sign-in.
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(csp, 'frame-src')).toEqual([
      'https://garden.firebaseapp.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp).not.toMatch(/google-analytics|googletagmanager|sentry/);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    // The player's media: its own files and hls.js's MediaSource, never data: or http:.
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', 'https:']);
  });

  it('adds the emulator, analytics, consent and Sentry origins only when configured', () => {
    const csp = contentSecurityPolicy('n', {
      ...base,
      authEmulatorUrl: 'http://127.0.0.1:9099',
      gaMeasurementId: 'G-1',
      cookieConsentScriptUrl: 'https://consent.example/banner.js',
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
    });
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:9099',
        'https://www.googletagmanager.com',
        'https://o1.ingest.sentry.io',
        'https://consent.example',
      ]),
    );
    expect(directive(csp, 'connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
    // The emulator's frame relays popup sign-ins; it needs no reCAPTCHA.
    expect(directive(csp, 'frame-src')).toEqual(['http://127.0.0.1:9099']);
    expect(csp).not.toContain('recaptcha');
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://consent.example']),
    );
    // Reports through the same-origin tunnel need no Sentry origin.
    const tunnelled = contentSecurityPolicy('n', {
      ...base,
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
      sentryTunnel: '/tunnel',
    });
    expect(tunnelled).not.toContain('sentry.io');
  });

  it('lets Stripe.js load, call its API and draw its card frames only when Stripe is on', () => {
    expect(contentSecurityPolicy('n', base)).not.toContain('stripe');
    const csp = contentSecurityPolicy('n', { ...base, stripePublishableKey: 'pk_test_123' });
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(csp, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
  });
});

describe('the public origin (PUBLIC_URL)', () => {
  let server: PageServer;
  const publicUrl = 'https://garden.example';
  beforeAll(async () => {
    server = await startPageServer('pglite', { publicUrl, trustProxy: true });
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(`${server.url}${path}`, {
      headers: { host: 'garden.example', accept: 'text/html', ...headers },
    });

  it('refuses requests for any other host', async () => {
    for (const host of ['evil.example', '127.0.0.1', 'garden.example.evil.example']) {
      const response = await rawRequest(`${server.url}/messages`, {
        headers: { host, accept: 'text/html' },
      });
      expect(response.status).toBe(421);
      expect(response.body).not.toContain(host);
    }
    const forwarded = await get('/sitemap.xml', { 'x-forwarded-host': 'evil.example' });
    expect(forwarded.status).toBe(421);
  });

  it('writes the configured origin into og:url, hreflang, the sitemap and robots.txt', async () => {
    const page = await get('/messages');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`content="${publicUrl}/messages"`);
    expect(page.body).toContain(`hreflang="en" href="${publicUrl}/messages?hl=en"`);
    expect(page.body).not.toContain(server.url);
    const sitemap = await get('/sitemap.xml', { accept: '*/*' });
    expect(sitemap.body).toContain(`<loc>${publicUrl}/`);
    const robots = await get('/robots.txt', { accept: 'text/plain' });
    expect(robots.body.trimEnd().endsWith(`Sitemap: ${publicUrl}/sitemap.xml`)).toBe(true);
    // https in PUBLIC_URL: HSTS too.
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
