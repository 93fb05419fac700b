import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveLocale } from '../../i18n/activeLocale';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  LOCALE_COOKIE_NAME,
  readLocaleCookie,
} from '../../../common/localeCookies';
import { silentAnalytics, AnalyticsProvider } from '../../platform/analytics/AnalyticsProvider';
import { useViewerRevision } from '../../state/viewerRevision';
import { TestProviders } from '../../../tests/TestProviders';
import { LanguageSettingsPage } from './LanguageSettingsPage';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0; path=/`;
  document.cookie = `${AUTO_TRANSLATION_COOKIE_NAME}=; max-age=0; path=/`;
});

function ViewerRevision() {
  return <output aria-label="revision">{useViewerRevision()}</output>;
}

function renderPage() {
  const analytics = { ...silentAnalytics, setUserProperties: vi.fn() };
  render(
    <TestProviders>
      <AnalyticsProvider value={analytics}>
        <MemoryRouter>
          <LanguageSettingsPage />
          <ViewerRevision />
        </MemoryRouter>
      </AnalyticsProvider>
    </TestProviders>,
  );
  return { analytics, user: userEvent.setup() };
}

describe('LanguageSettingsPage', () => {
  it('switches the whole UI to English at once, saves it and refetches the data', async () => {
    const { analytics, user } = renderPage();
    expect(screen.getByRole('heading', { name: '言語設定' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Language settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.documentElement.lang).toBe('en');
    expect(readLocaleCookie(document.cookie)).toBe('en');
    expect(getActiveLocale()).toBe('en');
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ language: 'en' });
    expect(screen.getByLabelText('revision')).toHaveTextContent('1');
  });

  it('offers no auto-translation switch while translation does not exist', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: '日本語' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/翻訳/)).not.toBeInTheDocument();
  });
});
