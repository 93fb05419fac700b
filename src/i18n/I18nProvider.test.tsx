import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { LOCALE_COOKIE_NAME } from './localeCookies';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0`;
});

describe('I18nProvider', () => {
  it('speaks Japanese by default, with every namespace merged, and sets <html lang>', () => {
    render(
      <I18nProvider>
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
      <I18nProvider>
        <FormattedMessage id="common.nav.home" />
      </I18nProvider>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets the locale prop win over the cookie', () => {
    document.cookie = `${LOCALE_COOKIE_NAME}=en`;
    render(
      <I18nProvider locale="ja">
        <FormattedMessage id="common.home.memberCount" values={{ count: 1284 }} />
      </I18nProvider>,
    );
    expect(screen.getByText('1,284人のファンが参加中')).toBeInTheDocument();
  });
});
