// Runtime configuration of the app. The server injects it into index.html as
// window.__APP_CONFIG__ (from its env: TENANT_ID, FIREBASE_*), so one build serves any
// tenant; under Vite dev or tests, VITE_* variables stand in.

export type AppEnvironment = 'local' | 'develop' | 'loadtest' | 'test' | 'production';

export interface AppConfig {
  /** The tenant this app serves, sent as the `tenant` header on every request. */
  tenantId: string;
  environment: AppEnvironment;
  /** Selects a specific revision of the API service (see src/relay/endpoints.ts). */
  revisionTag?: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** e.g. http://127.0.0.1:9099 when the Firebase Auth emulator stands in. */
  authEmulatorUrl?: string;
  sentryDsn?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

export const MISSING_TENANT_MESSAGE = 'Make sure to set the tenantId in the environment variables.';

function fromViteEnv(): Partial<AppConfig> {
  const env = import.meta.env;
  return {
    tenantId: env.VITE_TENANT_ID || undefined,
    environment: (env.VITE_APP_ENV as AppEnvironment | undefined) || undefined,
    revisionTag: env.VITE_REVISION_TAG || undefined,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
    sentryDsn: env.VITE_SENTRY_DSN || undefined,
  };
}

export function readAppConfig(injected: Partial<AppConfig> | undefined = globalThis.window?.__APP_CONFIG__): AppConfig {
  const merged = { ...fromViteEnv(), ...injected };
  return {
    tenantId: merged.tenantId ?? '',
    environment: merged.environment ?? 'local',
    revisionTag: merged.revisionTag,
    firebase: merged.firebase ?? { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-garden' },
    authEmulatorUrl: merged.authEmulatorUrl,
    sentryDsn: merged.sentryDsn,
  };
}

/** The tenant id, or the spec's error when the deployment forgot to set it. */
export function requireTenantId(config: AppConfig): string {
  if (!config.tenantId) throw new Error(MISSING_TENANT_MESSAGE);
  return config.tenantId;
}
