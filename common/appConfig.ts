// The app's runtime configuration (spec §9): what the server injects into every page as
// window.__APP_CONFIG__ (server/http) and what the app reads from it (src/config.ts).
import type { SiteMetadataFile } from './siteMetadata';

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
  /** Sends error reports through this same-origin path (e.g. "/tunnel") past ad blockers. */
  sentryTunnel?: string;
  /** The tenant's theme (spec §9); the provider defaults apply where a setting is missing. */
  theme?: Partial<Record<'colorMode' | 'accentTheme' | 'greyScale', string>>;
  /** Per-language site metadata of the tenant (common/siteMetadata.ts). */
  siteMetadata?: SiteMetadataFile;
  /** Or where to fetch that file from (a per-tenant JSON file). */
  siteMetadataUrl?: string;
  gaMeasurementId?: string;
  gtmContainerId?: string;
  /** Flags the feature-flag client starts with (no streaming: these are the values). */
  featureFlags?: Record<string, FeatureFlagValue>;
  /** The cookie-consent script (a CDN URL); none → no consent banner. */
  cookieConsentScriptUrl?: string;
  /** Where "Do Not Sell or Share My Personal Information" leads; the app's own page by default. */
  privacyChoicesUrl?: string;
  /**
   * Stripe's publishable key (pk_…), set when the server pays through Stripe: cards are then
   * collected by Stripe.js. Absent with the local test provider (card numbers are typed in).
   */
  stripePublishableKey?: string;
  /** Installed app: keep the window at 800 × 800 on every resize, not only on load. */
  standaloneWindowFixed?: boolean;
}

export type FeatureFlagValue = boolean | string | number;
