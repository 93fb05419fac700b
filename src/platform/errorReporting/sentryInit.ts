// Sentry's init options from the app config and the figures in sentryOptions.ts.
import type { BrowserOptions } from '@sentry/react';
import type { AppConfig } from '../../../common/appConfig';
import {
  filterEvent,
  IGNORED_ERRORS,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  replayOptions,
  SENTRY_ENVIRONMENT,
  TRACES_SAMPLE_RATE,
} from './sentryOptions';

export type SentryModule = typeof import('@sentry/react');

export function sentryInitOptions(
  sentry: Pick<SentryModule, 'browserTracingIntegration' | 'replayIntegration'>,
  config: Pick<AppConfig, 'sentryDsn' | 'sentryTunnel'>,
  userAgent: string,
): BrowserOptions {
  return {
    dsn: config.sentryDsn,
    tunnel: config.sentryTunnel,
    environment: SENTRY_ENVIRONMENT,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [sentry.browserTracingIntegration(), sentry.replayIntegration(replayOptions())],
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event, hint) => filterEvent(event, hint, userAgent),
  };
}
