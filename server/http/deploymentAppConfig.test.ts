// The runtime config read from the server's environment, and the tenant's settings laid
// under it.
import { describe, expect, it } from 'vitest';
import type { CommunityRow } from '../platform/tables';
import { deploymentAppConfig, InvalidDeploymentSettingError } from './deploymentAppConfig';
import { InvalidSentryDsnError } from './sentryDsn';
import { withTenantSettings } from './tenantAppConfig';

describe('deploymentAppConfig', () => {
  it('has the demo defaults and nothing optional when the env is empty', () => {
    expect(JSON.parse(JSON.stringify(deploymentAppConfig({})))).toEqual({
      tenantId: 'demo',
      environment: 'local',
      firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-garden' },
    });
  });

  it('reads every key the app supports', () => {
    expect(
      deploymentAppConfig({
        TENANT_ID: 'foo',
        APP_ENV: 'production',
        FIREBASE_PROJECT_ID: 'garden-prod',
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'garden.example',
        SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
        GA_MEASUREMENT_ID: 'G-TEST123',
        GTM_CONTAINER_ID: 'GTM-ABC',
        COOKIE_CONSENT_SCRIPT_URL: 'https://cdn.example/consent.js',
        PRIVACY_CHOICES_URL: '/privacy-choices',
        STANDALONE_WINDOW_FIXED: 'true',
      }),
    ).toEqual({
      tenantId: 'foo',
      environment: 'production',
      firebase: { apiKey: 'key', authDomain: 'garden.example', projectId: 'garden-prod' },
      authEmulatorUrl: undefined,
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
      sentryTunnel: '/tunnel',
      gaMeasurementId: 'G-TEST123',
      gtmContainerId: 'GTM-ABC',
      cookieConsentScriptUrl: 'https://cdn.example/consent.js',
      privacyChoicesUrl: '/privacy-choices',
      standaloneWindowFixed: true,
    });
    expect(deploymentAppConfig({ STANDALONE_WINDOW_FIXED: '0' }).standaloneWindowFixed).toBe(false);
    expect(
      deploymentAppConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorUrl,
    ).toBe('http://127.0.0.1:9099');
  });

  it('stops on settings that cannot work', () => {
    expect(() => deploymentAppConfig({ SENTRY_DSN: 'not a dsn' })).toThrow(InvalidSentryDsnError);
    expect(() => deploymentAppConfig({ SENTRY_DSN: 'https://abc@sentry.io/project' })).toThrow(
      InvalidSentryDsnError,
    );
    expect(() => deploymentAppConfig({ STANDALONE_WINDOW_FIXED: 'yes' })).toThrow(
      InvalidDeploymentSettingError,
    );
    expect(() => deploymentAppConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => deploymentAppConfig({ COOKIE_CONSENT_SCRIPT_URL: '/consent.js' })).toThrow(
      /COOKIE_CONSENT_SCRIPT_URL/,
    );
    expect(() => deploymentAppConfig({ PRIVACY_CHOICES_URL: 'javascript:alert(1)' })).toThrow(
      /PRIVACY_CHOICES_URL/,
    );
  });

  it('gives the app Stripe’s publishable key only when the server pays through Stripe', () => {
    expect(
      deploymentAppConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })
        .stripePublishableKey,
    ).toBe('pk_test_1');
    // The local test provider: card numbers are typed in, no Stripe.js.
    expect(
      deploymentAppConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripePublishableKey,
    ).toBeUndefined();
    expect(() => deploymentAppConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() =>
      deploymentAppConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'sk_test_1' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});

describe('withTenantSettings', () => {
  const stored: Pick<CommunityRow, 'theme' | 'featureFlags' | 'standaloneWindowFixed'> = {
    theme: { accentTheme: 'red' },
    featureFlags: { 'stamp-rally': true },
    standaloneWindowFixed: true,
  };

  it("adds the tenant's theme, flags and window setting", () => {
    const config = withTenantSettings(deploymentAppConfig({}), stored);
    expect(config.theme).toEqual({ accentTheme: 'red' });
    expect(config.featureFlags).toEqual({ 'stamp-rally': true });
    expect(config.standaloneWindowFixed).toBe(true);
  });

  it('lets STANDALONE_WINDOW_FIXED win, and leaves out what the tenant did not set', () => {
    const config = withTenantSettings(deploymentAppConfig({ STANDALONE_WINDOW_FIXED: 'false' }), {
      theme: {},
      featureFlags: {},
      standaloneWindowFixed: true,
    });
    expect(config.standaloneWindowFixed).toBe(false);
    expect(config).not.toHaveProperty('theme', expect.anything());
    expect(config.featureFlags).toBeUndefined();
  });
});
