import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import { AnalyticsProvider } from './AnalyticsProvider';
import { PageViewTracker } from './PageViewTracker';
import { loadTagScripts } from './tagScripts';

describe('page views', () => {
  it('sends a page view with the page and the tenant id on every route change', async () => {
    const target = { dataLayer: [] as Array<Record<string, unknown>> };
    const analytics = createAnalytics({ tenantId: 'demo', gtmContainerId: 'GTM-GARDEN', target });
    const router = createMemoryRouter([{ path: '*', element: <PageViewTracker /> }], {
      initialEntries: ['/'],
    });
    render(
      <AnalyticsProvider value={analytics}>
        <RouterProvider router={router} />
      </AnalyticsProvider>,
    );
    await act(() => router.navigate('/messages?tab=all'));
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page: '/', tenant_id: 'demo' },
      { event: 'page_view', page: '/messages?tab=all', tenant_id: 'demo' },
    ]);
  });
});

describe('tag scripts', () => {
  const tagScripts = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  it('loads nothing when no tag is configured', () => {
    const before = tagScripts().length;
    expect(loadTagScripts({})).toEqual([]);
    expect(tagScripts()).toHaveLength(before);
  });

  it('loads the tag manager or the analytics tag that is configured', () => {
    const win = Object.assign(Object.create(window) as Window, { document });
    const gtm = loadTagScripts({ gtmContainerId: 'GTM-GARDEN' }, win);
    expect(gtm.map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-GARDEN',
    ]);
    const gtag = vi.fn();
    const ga = loadTagScripts({ gaMeasurementId: 'G-GARDEN' }, Object.assign(win, { gtag }));
    expect(ga.map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-GARDEN',
    ]);
    [...gtm, ...ga].forEach((script) => script.remove());
  });
});
