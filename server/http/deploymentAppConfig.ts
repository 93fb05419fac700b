// The runtime config every page of this deployment carries, read from the server's
// environment once at start; tenantAppConfig.ts adds what the tenant stored.
import type { AppEnvironment } from '../../common/appConfig';
import type { InjectedAppConfig } from './appConfigScript';
import { requireSentryDsn } from './sentryDsn';

/** Where the app sends error reports: forwarded to Sentry by server/http/sentryTunnel.ts. */
export const SENTRY_TUNNEL_PATH = '/tunnel';

const ENVIRONMENTS: AppEnvironment[] = ['local', 'develop', 'loadtest', 'test', 'production'];

export class InvalidDeploymentSettingError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`Invalid ${name} "${value}": expected ${expected}.`);
    this.name = 'InvalidDeploymentSettingError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function optionalBoolean(env: Env, name: string): boolean | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new InvalidDeploymentSettingError(name, value, 'true or false');
}

function optionalUrl(env: Env, name: string, { relative }: { relative: boolean }) {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  if (relative && value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    if (/^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  throw new InvalidDeploymentSettingError(
    name,
    value,
    relative ? 'an http(s) URL or a path' : 'an http(s) URL',
  );
}

/** The publishable key when the server pays through Stripe (STRIPE_SECRET_KEY), else none. */
function stripePublishableKey(env: Env): string | undefined {
  if (!optional(env, 'STRIPE_SECRET_KEY')) return undefined;
  const key = optional(env, 'STRIPE_PUBLISHABLE_KEY');
  if (!key || !/^pk_(test|live)_\w+$/.test(key))
    throw new InvalidDeploymentSettingError(
      'STRIPE_PUBLISHABLE_KEY',
      key ?? '',
      'pk_test_… or pk_live_… (Stripe.js collects cards when STRIPE_SECRET_KEY is set)',
    );
  return key;
}

export function deploymentAppConfig(env: Env = process.env): InjectedAppConfig {
  const projectId = optional(env, 'FIREBASE_PROJECT_ID') ?? 'demo-garden';
  const emulatorHost = optional(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  const environment = optional(env, 'APP_ENV') ?? 'local';
  if (!ENVIRONMENTS.includes(environment as AppEnvironment))
    throw new InvalidDeploymentSettingError('APP_ENV', environment, ENVIRONMENTS.join(', '));
  const sentryDsn = optional(env, 'SENTRY_DSN');
  if (sentryDsn) requireSentryDsn(sentryDsn);
  return {
    tenantId: optional(env, 'TENANT_ID') ?? 'demo',
    environment: environment as AppEnvironment,
    firebase: {
      apiKey: optional(env, 'FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: optional(env, 'FIREBASE_AUTH_DOMAIN') ?? 'localhost',
      projectId,
    },
    authEmulatorUrl: emulatorHost ? `http://${emulatorHost}` : undefined,
    sentryDsn,
    sentryTunnel: sentryDsn ? SENTRY_TUNNEL_PATH : undefined,
    gaMeasurementId: optional(env, 'GA_MEASUREMENT_ID'),
    gtmContainerId: optional(env, 'GTM_CONTAINER_ID'),
    cookieConsentScriptUrl: optionalUrl(env, 'COOKIE_CONSENT_SCRIPT_URL', { relative: false }),
    privacyChoicesUrl: optionalUrl(env, 'PRIVACY_CHOICES_URL', { relative: true }),
    standaloneWindowFixed: optionalBoolean(env, 'STANDALONE_WINDOW_FIXED'),
    stripePublishableKey: stripePublishableKey(env),
  };
}
