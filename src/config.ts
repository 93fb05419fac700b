// Runtime configuration of the app. The server injects it into index.html as
// window.__APP_CONFIG__ (from its env: TENANT_ID, FIREBASE_*), so one build serves any
// tenant; under Vite dev or tests, VITE_* variables stand in.

import type { AppConfig, AppEnvironment } from '../common/appConfig';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

export const MISSING_TENANT_MESSAGE = 'Make sure to set the tenantId in the environment variables.';

function viteTheme(env: ImportMetaEnv): AppConfig['theme'] {
  const theme = {
    colorMode: env.VITE_THEME_COLOR_MODE || undefined,
    accentTheme: env.VITE_THEME_ACCENT || undefined,
    greyScale: env.VITE_THEME_GREY_SCALE || undefined,
  };
  return Object.values(theme).some(Boolean) ? theme : undefined;
}

function fromViteEnv(): Partial<AppConfig> {
  const env = import.meta.env;
  return {
    tenantId: env.VITE_TENANT_ID || undefined,
    environment: (env.VITE_APP_ENV as AppEnvironment | undefined) || undefined,
    revisionTag: env.VITE_REVISION_TAG || undefined,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
    sentryDsn: env.VITE_SENTRY_DSN || undefined,
    sentryTunnel: env.VITE_SENTRY_TUNNEL || undefined,
    theme: viteTheme(env),
    gaMeasurementId: env.VITE_GA_MEASUREMENT_ID || undefined,
    gtmContainerId: env.VITE_GTM_CONTAINER_ID || undefined,
    cookieConsentScriptUrl: env.VITE_COOKIE_CONSENT_SCRIPT_URL || undefined,
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function readAppConfig(
  injected: Partial<AppConfig> | undefined = globalThis.window?.__APP_CONFIG__,
): AppConfig {
  // Keys the server sent as undefined must not hide the VITE_* fallbacks.
  const merged = { ...fromViteEnv(), ...withoutUndefined(injected ?? {}) };
  return {
    tenantId: merged.tenantId ?? '',
    environment: merged.environment ?? 'local',
    revisionTag: merged.revisionTag,
    firebase: merged.firebase ?? {
      apiKey: 'demo-api-key',
      authDomain: 'localhost',
      projectId: 'demo-garden',
    },
    authEmulatorUrl: merged.authEmulatorUrl,
    sentryDsn: merged.sentryDsn,
    sentryTunnel: merged.sentryTunnel,
    theme: merged.theme,
    siteMetadata: merged.siteMetadata,
    siteMetadataUrl: merged.siteMetadataUrl,
    gaMeasurementId: merged.gaMeasurementId,
    gtmContainerId: merged.gtmContainerId,
    featureFlags: merged.featureFlags,
    cookieConsentScriptUrl: merged.cookieConsentScriptUrl,
    privacyChoicesUrl: merged.privacyChoicesUrl,
    standaloneWindowFixed: merged.standaloneWindowFixed,
  };
}

/** The tenant id, or the spec's error when the deployment forgot to set it. */
export function requireTenantId(config: AppConfig): string {
  if (!config.tenantId) throw new Error(MISSING_TENANT_MESSAGE);
  return config.tenantId;
}

/** Build flags (compiled in; spec §9): closed-community shell and A/B testing events. */
export function isClosedCommunityBuild(): boolean {
  return import.meta.env.VITE_CLOSED_COMMUNITY === 'true';
}

export function isAbTestingBuild(): boolean {
  return import.meta.env.VITE_AB_TESTING === 'true';
}
