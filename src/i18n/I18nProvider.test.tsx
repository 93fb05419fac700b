import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { getActiveLocale } from './activeLocale';
import { I18nProvider, useLocaleSetting } from './I18nProvider';
import { LOCALE_COOKIE_NAME } from '../../common/localeCookies';
import { createEagerMessageCatalog } from '../../tests/eagerMessageCatalog';
import { createMessageCatalog } from './messageCatalog';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0`;
});

const everything = createEagerMessageCatalog();

function SwitchToEnglish() {
  const { setLocale } = useLocaleSetting();
  return <button onClick={() => void setLocale('en')}>switch</button>;
}

describe('I18nProvider', () => {
  it('speaks Japanese by default and sets <html lang>', () => {
    render(
      <I18nProvider catalog={everything}>
        <p>
          <FormattedMessage id="common.nav.home" />
        </p>
        <p>
          <FormattedMessage id="auth.field.email" />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByText('ホーム')).toBeInTheDocument();
    expect(screen.getByText('メールアドレス')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
  });

  it('follows the saved locale cookie', () => {
    document.cookie = `${LOCALE_COOKIE_NAME}=en`;
    render(
      <I18nProvider catalog={everything}>
        <FormattedMessage id="common.nav.home" />
      </I18nProvider>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets the locale prop win over the cookie', () => {
    document.cookie = `${LOCALE_COOKIE_NAME}=en`;
    render(
      <I18nProvider locale="ja" catalog={everything}>
        <FormattedMessage id="common.home.memberCount" values={{ count: 1284 }} />
      </I18nProvider>,
    );
    expect(screen.getByText('1,284人のファンが参加中')).toBeInTheDocument();
  });

  it('switches language at once, loading the new language’s namespaces first', async () => {
    const loaded: string[] = [];
    const catalog = createMessageCatalog(
      {
        '/locales/ja/common.json': async () => ({ 'common.nav.home': 'ホーム' }),
        '/locales/en/common.json': async () => {
          loaded.push('en/common');
          return { 'common.nav.home': 'Home' };
        },
      },
      { '/locales/ja/common.json': { 'common.nav.home': 'ホーム' } },
    );
    render(
      <I18nProvider locale="ja" catalog={catalog}>
        <FormattedMessage id="common.nav.home" />
        <SwitchToEnglish />
      </I18nProvider>,
    );
    expect(screen.getByText('ホーム')).toBeInTheDocument();
    expect(loaded).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(loaded).toEqual(['en/common']);
    expect(document.documentElement.lang).toBe('en');
    // The Relay network's Language-Code follows.
    expect(getActiveLocale()).toBe('en');
  });
});
