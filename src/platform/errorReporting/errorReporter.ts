// The app's one door to error reporting. Sentry (with session replay) is a large module:
// it loads after start-up, only when a DSN is configured; reports made before it is ready
// wait for it, and without a DSN reporting is off.
import type { SeverityLevel } from '@sentry/react';
import type { AppConfig } from '../../../common/appConfig';
import { sentryInitOptions, type SentryModule } from './sentryInit';

export interface ErrorReport {
  level?: SeverityLevel;
  /** React's component stack of a render error. */
  componentStack?: string;
}

let sentryReady: Promise<SentryModule | null> = Promise.resolve(null);

export function startErrorReporting(
  config: Pick<AppConfig, 'sentryDsn' | 'sentryTunnel'>,
  loadSentry: () => Promise<SentryModule> = () => import('@sentry/react'),
): Promise<SentryModule | null> {
  if (!config.sentryDsn) {
    sentryReady = Promise.resolve(null);
    return sentryReady;
  }
  sentryReady = loadSentry().then((sentry) => {
    sentry.init(sentryInitOptions(sentry, config, navigator.userAgent));
    return sentry;
  });
  return sentryReady;
}

export function reportError(error: unknown, report: ErrorReport = {}): Promise<void> {
  return sentryReady.then(
    (sentry) => {
      sentry?.captureException(error, {
        level: report.level ?? 'error',
        contexts: report.componentStack
          ? { react: { componentStack: report.componentStack } }
          : undefined,
      });
    },
    // A Sentry that failed to load must not turn one error into two.
    () => undefined,
  );
}
