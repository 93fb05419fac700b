import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActiveLocale } from '../../i18n/activeLocale';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  LOCALE_COOKIE_NAME,
  readAutoTranslationCookie,
  readLocaleCookie,
} from '../../i18n/localeCookies';
import { silentAnalytics, AnalyticsProvider } from '../../platform/analytics/AnalyticsProvider';
import { useViewerRevision } from '../../state/viewerRevision';
import { TestProviders } from '../shell/TestProviders';
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
    expect(readLocaleCookie()).toBe('en');
    expect(getActiveLocale()).toBe('en');
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ language: 'en' });
    expect(screen.getByLabelText('revision')).toHaveTextContent('1');
  });

  it('turns auto-translation on and off in its cookie', async () => {
    const { analytics, user } = renderPage();
    const toggle = screen.getByRole('switch', { name: '投稿を自動で翻訳する' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(readAutoTranslationCookie()).toBe(true);
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ auto_translation: true });
    expect(screen.getByLabelText('revision')).toHaveTextContent('1');
    await user.click(toggle);
    expect(readAutoTranslationCookie()).toBe(false);
  });
});
