import { describe, expect, it, vi } from 'vitest';
import { BOTH_TAGS_MESSAGE, createAnalytics, type AnalyticsTarget } from './analytics';

describe('analytics', () => {
  it('pushes a page view with the page and the tenant id to the data layer', () => {
    const target: AnalyticsTarget = {};
    createAnalytics({ tenantId: 'demo', gtmContainerId: 'GTM-X', target }).pageView('/messages');
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page: '/messages', tenant_id: 'demo' },
    ]);
  });

  it('sends through gtag when only the analytics tag is configured', () => {
    const gtag = vi.fn();
    const analytics = createAnalytics({
      tenantId: 'demo',
      gaMeasurementId: 'G-1',
      target: { gtag },
    });
    analytics.pageView('/');
    analytics.setUserProperties({ locale: 'en' });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page: '/', tenant_id: 'demo' });
    expect(gtag).toHaveBeenCalledWith('set', 'user_properties', { locale: 'en' });
  });

  it('logs the spec message when both tags are enabled', () => {
    const logError = vi.fn();
    createAnalytics({
      tenantId: 'demo',
      gaMeasurementId: 'G-1',
      gtmContainerId: 'GTM-X',
      target: {},
      logError,
    });
    expect(logError).toHaveBeenCalledWith(
      'Both Google Analytics and Google Tag Manager are enabled. Please disable one of them.',
    );
    expect(BOTH_TAGS_MESSAGE).toContain('Please disable one of them.');
  });

  it('does not log when one tag is enabled', () => {
    const logError = vi.fn();
    createAnalytics({ tenantId: 'demo', gtmContainerId: 'GTM-X', target: {}, logError });
    expect(logError).not.toHaveBeenCalled();
  });

  it('sends A/B testing events only when the build flag is on', () => {
    const off: AnalyticsTarget = {};
    createAnalytics({ tenantId: 'demo', target: off }).abTestEvent('banner', 'b');
    expect(off.dataLayer ?? []).toEqual([]);

    const on: AnalyticsTarget = {};
    createAnalytics({ tenantId: 'demo', target: on, abTestingEnabled: true }).abTestEvent(
      'banner',
      'b',
    );
    expect(on.dataLayer).toEqual([
      { event: 'ab_test', experiment: 'banner', variant: 'b', tenant_id: 'demo' },
    ]);
  });
});
