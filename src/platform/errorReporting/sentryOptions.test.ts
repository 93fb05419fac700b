import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import {
  filterEvent,
  IGNORED_ERRORS,
  isOutdatedBrowser,
  replayOptions,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  SENTRY_ENVIRONMENT,
  TRACES_SAMPLE_RATE,
} from './sentryOptions';

const modernChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const oldChrome =
  'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.88 Safari/537.36';
const oldSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.3 Mobile/15E148 Safari/604.1';

function errorEvent(frames: number): ErrorEvent {
  return {
    type: undefined,
    exception: {
      values: [
        {
          type: 'TypeError',
          value: 'x is undefined',
          stacktrace: { frames: Array.from({ length: frames }, () => ({ filename: 'app.js' })) },
        },
      ],
    },
  };
}

function matchesIgnored(message: string): boolean {
  return IGNORED_ERRORS.some((pattern) =>
    typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
  );
}

describe('sentry figures', () => {
  it('samples every trace, no sessions and every error for replays, in production', () => {
    expect(TRACES_SAMPLE_RATE).toBe(1);
    expect(REPLAYS_SESSION_SAMPLE_RATE).toBe(0);
    expect(REPLAYS_ON_ERROR_SAMPLE_RATE).toBe(1);
    expect(SENTRY_ENVIRONMENT).toBe('production');
  });

  it('configures replay with the spec limits, masking everything', () => {
    expect(replayOptions()).toEqual({
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 4999,
      maxReplayDuration: 3_600_000,
      mutationLimit: 10_000,
      mutationBreadcrumbLimit: 750,
      slowClickTimeout: 7000,
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
  });

  it('caps the minimum replay duration at 15000 ms', () => {
    expect(replayOptions(60_000).minReplayDuration).toBe(15_000);
  });
});

describe('noise filter', () => {
  it.each([
    'NetworkError when attempting to fetch resource.',
    'TypeError: Failed to fetch',
    'Load failed',
    'Loading chunk 123 failed.',
    'ChunkLoadError: Loading chunk vendors failed',
    'Firebase: Error (auth/popup-closed-by-user).',
    'Firebase: Error (auth/cancelled-popup-request).',
    'Firebase: Error (auth/popup-blocked).',
    'Firebase: Error (auth/credential-already-in-use).',
    'Firebase: Error (auth/network-request-failed).',
    'Failed to get document because the client is offline.',
  ])('ignores %s', (message) => {
    expect(matchesIgnored(message)).toBe(true);
  });

  it('keeps a real product error', () => {
    expect(matchesIgnored("TypeError: Cannot read properties of undefined (reading 'edges')")).toBe(
      false,
    );
  });

  it('drops events with no stack trace', () => {
    expect(filterEvent(errorEvent(0), undefined, modernChrome)).toBeNull();
    expect(filterEvent({ type: undefined, message: 'x' }, undefined, modernChrome)).toBeNull();
  });

  it('drops events from outdated browsers and keeps the rest', () => {
    expect(filterEvent(errorEvent(2), undefined, oldChrome)).toBeNull();
    expect(filterEvent(errorEvent(2), undefined, oldSafari)).toBeNull();
    expect(filterEvent(errorEvent(2), undefined, modernChrome)).not.toBeNull();
  });

  it('knows outdated browsers', () => {
    expect(
      isOutdatedBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)'),
    ).toBe(true);
    expect(isOutdatedBrowser(modernChrome)).toBe(false);
  });
});
