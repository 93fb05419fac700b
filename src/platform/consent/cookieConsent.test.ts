import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleCookieConsentScript } from './cookieConsent';

const consentScripts = () => document.head.querySelectorAll('script[data-garden-consent]');

afterEach(() => {
  vi.useRealTimers();
  consentScripts().forEach((script) => script.remove());
});

describe('cookie-consent script', () => {
  it('is added 1000 ms after start, not before', () => {
    vi.useFakeTimers();
    scheduleCookieConsentScript('https://cdn.example.com/consent.js');
    vi.advanceTimersByTime(999);
    expect(consentScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(consentScripts()).toHaveLength(1);
    expect(consentScripts()[0]).toHaveAttribute('src', 'https://cdn.example.com/consent.js');
  });

  it('is never added without a configured URL, or once cancelled', () => {
    vi.useFakeTimers();
    scheduleCookieConsentScript(undefined);
    const cancel = scheduleCookieConsentScript('https://cdn.example.com/consent.js');
    cancel();
    vi.advanceTimersByTime(5000);
    expect(consentScripts()).toHaveLength(0);
  });
});
