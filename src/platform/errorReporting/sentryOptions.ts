// The error-reporting figures of spec §9 and the noise filter of spec §8, as plain data so
// that they are tested without a Sentry client. Console arguments cut at 5000 characters and
// error/trace id sets capped at 100 are Sentry Replay's own built-in limits.
import type { ErrorEvent, EventHint } from '@sentry/react';

export const TRACES_SAMPLE_RATE = 1;
export const REPLAYS_SESSION_SAMPLE_RATE = 0;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;
export const SENTRY_ENVIRONMENT = 'production';

/** The spec caps the minimum replay duration at 15 s (Sentry itself allows more). */
export const MIN_REPLAY_DURATION_CAP = 15_000;

export function replayOptions(minReplayDuration = 4_999) {
  return {
    flushMinDelay: 5_000,
    flushMaxDelay: 5_500,
    minReplayDuration: Math.min(minReplayDuration, MIN_REPLAY_DURATION_CAP),
    maxReplayDuration: 3_600_000,
    mutationLimit: 10_000,
    mutationBreadcrumbLimit: 750,
    slowClickTimeout: 7_000,
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
  } as const;
}

/** Noise: failures of the fan's network or browser, not of the product. */
export const IGNORED_ERRORS: Array<string | RegExp> = [
  /network ?error/i,
  'Failed to fetch',
  'Load failed',
  /Loading (CSS )?chunk [\w-]+ failed/i,
  'ChunkLoadError',
  /Failed to fetch dynamically imported module/i,
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/credential-already-in-use',
  'auth/network-request-failed',
  /client is offline/i,
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
];

/** The oldest browser versions whose errors are still worth reading. */
const MINIMUM_BROWSER_VERSIONS: Array<[RegExp, number]> = [
  [/(?:Chrome|CriOS)\/(\d+)/, 100],
  [/(?:Firefox|FxiOS)\/(\d+)/, 100],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari/, 15],
];

export function isOutdatedBrowser(userAgent: string): boolean {
  if (/MSIE |Trident\//.test(userAgent)) return true;
  for (const [pattern, minimum] of MINIMUM_BROWSER_VERSIONS) {
    const match = pattern.exec(userAgent);
    if (match) return Number(match[1]) < minimum;
  }
  return false;
}

function hasStackTrace(event: ErrorEvent): boolean {
  const exceptions = event.exception?.values ?? [];
  return exceptions.some((exception) => (exception.stacktrace?.frames?.length ?? 0) > 0);
}

/** Sentry's beforeSend: drops events with no stack trace and events from outdated browsers. */
export function filterEvent(
  event: ErrorEvent,
  _hint: EventHint | undefined,
  userAgent: string,
): ErrorEvent | null {
  if (!hasStackTrace(event)) return null;
  if (isOutdatedBrowser(userAgent)) return null;
  return event;
}
