import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { createMessageCatalog } from './messageCatalog';
import { NamespaceGate } from './NamespaceGate';
import { declaredRouteFacts } from '../routing/routeDeclaration';

describe('NamespaceGate', () => {
  it('holds the page until the namespaces its route declares are loaded, and loads no others', async () => {
    const settings = vi.fn(async () => ({ 'settings.language.title': '言語設定' }));
    const chat = vi.fn(async () => ({ 'chat.messages.title': 'チャンネル' }));
    const catalog = createMessageCatalog({
      '/locales/ja/common.json': async () => ({}),
      '/locales/ja/auth.json': async () => ({}),
      '/locales/ja/settings.json': settings,
      '/locales/ja/chat.json': chat,
    });
    // The page's words as its route declares them (settingsRoutes.ts).
    const route = { path: 'settings/language', page: 'LanguageSettingsPage' };
    const router = createMemoryRouter(
      [
        {
          path: '/settings/language',
          handle: { manifest: declaredRouteFacts('settings', route) },
          element: (
            <Suspense fallback={<p>loading</p>}>
              <NamespaceGate>
                <h1>
                  <FormattedMessage id="settings.language.title" />
                </h1>
              </NamespaceGate>
            </Suspense>
          ),
        },
      ],
      { initialEntries: ['/settings/language'] },
    );
    render(
      <I18nProvider locale="ja" catalog={catalog}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '言語設定' })).toBeInTheDocument();
    expect(settings).toHaveBeenCalledTimes(1);
    expect(chat).not.toHaveBeenCalled();
  });
});
