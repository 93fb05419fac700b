import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAppConfig } from '../../config';
import { AppConfigProvider } from '../../platform/AppConfigProvider';
import { reportError } from '../../platform/errorReporting/errorReporter';
import { DocumentMetadataProvider, usePageMetadata } from './DocumentMetadata';
import { TestProviders } from '../../../tests/TestProviders';

vi.mock('../../platform/errorReporting/errorReporter', () => ({
  reportError: vi.fn(async () => {}),
}));

const siteMetadata = {
  ja: {
    title: '魔王子と人形の庭',
    image: 'https://example.com/ja.png',
    description: '公式ファンコミュニティ',
    siteUrl: 'https://garden.example.com',
  },
  en: {
    title: 'The Garden',
    image: 'https://example.com/en.png',
    description: 'The official fan community',
    siteUrl: 'https://garden.example.com',
  },
};

function Page({ title }: { title?: string }) {
  usePageMetadata(title, title ? `${title}: about` : undefined);
  return null;
}

function renderWith(
  config: Parameters<typeof readAppConfig>[0],
  locale: 'ja' | 'en',
  pageTitle?: string,
) {
  return render(
    <TestProviders locale={locale}>
      <AppConfigProvider value={readAppConfig(config)}>
        <DocumentMetadataProvider fallbackTitle="community name">
          <Page title={pageTitle} />
        </DocumentMetadataProvider>
      </AppConfigProvider>
    </TestProviders>,
  );
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('document metadata', () => {
  it('uses the site metadata of the language, with the page title first', async () => {
    renderWith({ tenantId: 'demo', siteMetadata }, 'en', 'Language settings');
    await waitFor(() => expect(document.title).toBe('Language settings | The Garden'));
    expect(description()).toBe('Language settings: about');
  });

  it('falls back to English, then uses the site description on pages without their own', async () => {
    renderWith({ tenantId: 'demo', siteMetadata: { en: siteMetadata.en } }, 'ja');
    await waitFor(() => expect(document.title).toBe('The Garden'));
    expect(description()).toBe('The official fan community');
  });

  it('reports a file that cannot be loaded and falls back to the community name', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('no', { status: 500 }));
    renderWith({ tenantId: 'demo', siteMetadataUrl: '/site-metadata.json' }, 'ja');
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(document.title).toBe('community name');
    expect(description()).toBeUndefined();
    fetchSpy.mockRestore();
  });
});
