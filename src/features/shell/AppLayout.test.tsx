import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessBlockedError, NetworkError } from '../../relay/errors';
import { appLayoutRoute } from './appLayoutRoute';
import { renderWithDataRouter } from '../../../tests/renderWithDataRouter';

// Pages declare their navigation entries in their route handle, as the feature routes do.
const homeEntry = { section: 'tabs', label: { id: 'common.nav.home' }, icon: 'home', order: 10 };
const messagesEntry = {
  section: 'tabs',
  label: { id: 'common.nav.messages' },
  icon: 'messages',
  order: 20,
  badge: 'unreadPrivateChannels',
};
const newsEntry = {
  section: 'more',
  label: { id: 'common.nav.information' },
  icon: 'information',
  order: 20,
  badge: 'unreadInformation',
};
const shellWithHomeStub = (environment: Parameters<typeof appLayoutRoute>[0]) => [
  appLayoutRoute(environment, [
    { index: true, element: <p>page content</p>, handle: { navigation: homeEntry } },
    { path: 'messages', element: <p>messages</p>, handle: { navigation: messagesEntry } },
    { path: 'room', element: <p>room</p>, handle: { immersive: true } },
    { path: 'news', element: <p>news</p>, handle: { navigation: newsEntry } },
  ]),
];
const fan = { uid: 'uid-1', email: 'fan@example.com' };

describe('AppLayout', () => {
  it('shows the garden name from the community, the navigation and the page', async () => {
    renderWithDataRouter(shellWithHomeStub, { authUser: null });
    expect(await screen.findByRole('link', { name: '魔王子と人形の庭' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'メッセージ' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(document.title).toBe('魔王子と人形の庭');
  });

  it('shows the garden name in English for English visitors', async () => {
    renderWithDataRouter(shellWithHomeStub, { authUser: null, locale: 'en' });
    expect(
      await screen.findByRole('link', { name: 'The Garden of the Demon Prince and the Puppet' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it("lists the route table's entries in the phone's tab bar, in order, then 'more'", async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, { authUser: null });
    const tabs = await screen.findByRole('navigation', { name: 'タブメニュー' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ホーム', 'メッセージ']);
    expect(within(tabs).getByRole('link', { name: 'ホーム' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('button', { name: 'その他' }));
    const sheet = await screen.findByRole('dialog', { name: 'その他' });
    expect(within(sheet).getByRole('button', { name: 'ダークモードにする' })).toBeInTheDocument();
  });

  it("shows the member's unread private channels on the messages tab and side entry", async () => {
    renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { Viewer: () => ({ unreadPrivateChannelCount: 3 }) },
    });
    const tabs = await screen.findByRole('navigation', { name: 'タブメニュー' });
    expect(within(tabs).getByRole('link', { name: 'メッセージ 未読 3件' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: /^メッセージ/ })).toHaveTextContent('3');
    // Nothing unread: no badge.
    expect(within(tabs).getByRole('link', { name: 'ホーム' })).not.toHaveTextContent(/\d/);
    expect(within(tabs).getByRole('button', { name: 'その他' })).not.toHaveTextContent('新着');
  });

  it('marks "more" when an entry inside it has something unread', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { Community: () => ({ name: '魔王子と人形の庭', unreadInformationCount: 2 }) },
    });
    const tabs = await screen.findByRole('navigation', { name: 'タブメニュー' });
    await user.click(within(tabs).getByRole('button', { name: 'その他 新着あり' }));
    const sheet = await screen.findByRole('dialog', { name: 'その他' });
    expect(within(sheet).getByRole('link', { name: 'お知らせ 未読 2件' })).toBeInTheDocument();
  });

  it('hides the tab bar on a full-height page (a chat room)', async () => {
    renderWithDataRouter(shellWithHomeStub, { authUser: null, initialPath: '/room' });
    expect(await screen.findByText('room')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'タブメニュー' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
  });

  it('opens the login modal on the sign-up step from the sign-in button', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, { authUser: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ログイン・新規登録' }));
    // The modal's code (and the sign-in service behind it) loads on this first open.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'ガーデンに参加する' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByLabelText(/メールアドレス/)).toBeInTheDocument();
    // Sign-up starts with the e-mail alone: a confirmation code is mailed to it.
    expect(within(dialog).getByRole('button', { name: '認証コードを送信' })).toBeInTheDocument();
  });

  it("shows the signed-in fan's avatar menu with their name and sign-out, asking first", async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { User: () => ({ displayName: '人形つかい', avatarUrl: null }) },
    });
    const menuButton = await screen.findByRole('button', { name: '人形つかいさんのメニュー' });
    // No uploaded picture: a generated one, never initials.
    expect(menuButton.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.queryByRole('button', { name: 'ログイン・新規登録' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ガーデンに参加' })).not.toBeInTheDocument();
    await user.click(menuButton);
    expect(await screen.findByText('人形つかいさん')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'ログアウト' }));
    const confirm = await screen.findByRole('dialog', { name: 'ログアウトしますか？' });
    expect(within(confirm).getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('offers to join when the fan is signed in but not a member yet', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { Viewer: () => ({ isSignedIn: true, user: null, joinedCommunity: null }) },
    });
    expect(
      await screen.findByRole('button', { name: 'fan@example.comさんのメニュー' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ガーデンに参加' }));
    // Already signed in: only the display name is asked for.
    const dialog = await screen.findByRole('dialog', { name: '表示名を決めましょう' });
    expect(within(dialog).queryByLabelText(/メールアドレス/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/表示名/)).toBeInTheDocument();
  });

  it('shows no account buttons while the sign-in state is unknown', async () => {
    renderWithDataRouter(shellWithHomeStub);
    await screen.findByRole('link', { name: '魔王子と人形の庭' });
    expect(screen.queryByRole('button', { name: 'ログイン・新規登録' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /のメニュー$/ })).not.toBeInTheDocument();
  });

  it('offers to install the app only while the browser allows it, and prompts on click', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, { authUser: null });
    await screen.findByRole('link', { name: '魔王子と人形の庭' });
    expect(screen.queryByRole('button', { name: 'ホーム画面に追加' })).not.toBeInTheDocument();

    const prompt = vi.fn(async () => {});
    const installPrompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(installPrompt);
    });
    await user.click(await screen.findByRole('button', { name: 'ホーム画面に追加' }));
    expect(prompt).toHaveBeenCalled();
    // A prompt can be used once: the button goes away.
    expect(screen.queryByRole('button', { name: 'ホーム画面に追加' })).not.toBeInTheDocument();
  });

  it('says so while the browser is offline', async () => {
    renderWithDataRouter(shellWithHomeStub, { authUser: null });
    await screen.findByRole('link', { name: '魔王子と人形の庭' });
    fireEvent(window, new Event('offline'));
    const notice = await screen.findByText('オフラインです。接続が戻ると最新の内容を表示します。');
    // A live region, so screen readers announce it (the e2e test looks for it by role).
    expect(notice.closest('[role="status"]')).not.toBeNull();
    fireEvent(window, new Event('online'));
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
  });

  describe('offline', () => {
    let online = false;
    // The name last shown online is remembered; each case starts without one.
    beforeEach(() => localStorage.clear());
    afterEach(() => vi.restoreAllMocks());
    const goOffline = () => {
      online = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    };
    const failShellWhileOffline = (name: string) =>
      name === 'AppLayoutQuery' && !online
        ? new NetworkError(new TypeError('Failed to fetch'))
        : undefined;

    it('renders the shell without its data, with the notice and the page, then loads it back online', async () => {
      goOffline();
      renderWithDataRouter(shellWithHomeStub, { authUser: null, failWith: failShellWhileOffline });
      expect(await screen.findByRole('link', { name: 'ガーデン' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
      expect(screen.getByText('page content')).toBeInTheDocument();
      // The notice follows the failed shell query: it may come a render later.
      expect(await screen.findByRole('status')).toHaveTextContent(/オフラインです/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      online = true;
      fireEvent(window, new Event('online'));
      expect(await screen.findByRole('link', { name: '魔王子と人形の庭' })).toBeInTheDocument();
      expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
    });

    it("keeps the garden's name from the page's site metadata in the header", async () => {
      goOffline();
      renderWithDataRouter(shellWithHomeStub, {
        authUser: null,
        failWith: failShellWhileOffline,
        locale: 'en',
        config: {
          siteMetadata: {
            ja: { title: '魔王子と人形の庭', description: '', image: '', siteUrl: '' },
            en: { title: 'The Garden', description: '', image: '', siteUrl: '' },
          },
        },
      });
      expect(await screen.findByRole('link', { name: 'The Garden' })).toHaveAttribute('href', '/');
      expect(screen.getByText('page content')).toBeInTheDocument();
    });

    it('keeps the name last shown online when the page has no site metadata', async () => {
      const online = renderWithDataRouter(shellWithHomeStub, { authUser: null });
      await screen.findByRole('link', { name: '魔王子と人形の庭' });
      online.unmount();
      goOffline();
      renderWithDataRouter(shellWithHomeStub, { authUser: null, failWith: failShellWhileOffline });
      expect(await screen.findByRole('link', { name: '魔王子と人形の庭' })).toHaveAttribute(
        'href',
        '/',
      );
    });

    it('leaves a network failure while online to the fatal error modal', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderWithDataRouter(shellWithHomeStub, {
        authUser: null,
        failWith: (name) =>
          name === 'AppLayoutQuery' ? new NetworkError(new TypeError('reset')) : undefined,
      });
      expect(
        await screen.findByRole('dialog', { name: '表示中に問題が発生しました' }),
      ).toBeInTheDocument();
    });
  });

  it('renders a page open to a refused visitor (e.g. from /ip-blocked) without the shell data', async () => {
    renderWithDataRouter(shellWithHomeStub, {
      authUser: null,
      failWith: (name) =>
        name === 'AppLayoutQuery' ? new AccessBlockedError('IP_BLOCKED') : undefined,
    });
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('closed community', () => {
    const closedShell = (environment: Parameters<typeof appLayoutRoute>[0]) => [
      appLayoutRoute(
        environment,
        [
          { index: true, element: <p>home content</p> },
          { path: 'messages', element: <p>members content</p> },
        ],
        { closedCommunity: true },
      ),
    ];

    it('shows visitors a members-only notice instead of member pages, and no navigation', async () => {
      const { user } = renderWithDataRouter(closedShell, {
        authUser: null,
        initialPath: '/messages',
        resolvers: { Viewer: () => ({ isSignedIn: false, user: null, joinedCommunity: null }) },
      });
      expect(
        await screen.findByRole('heading', { name: 'メンバー限定のガーデンです' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('members content')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'ログインして参加' }));
      expect(await screen.findByRole('dialog', { name: 'ガーデンに参加する' })).toBeInTheDocument();
    });

    it('lets visitors see the home page', async () => {
      renderWithDataRouter(closedShell, {
        authUser: null,
        resolvers: { Viewer: () => ({ isSignedIn: false, user: null, joinedCommunity: null }) },
      });
      expect(await screen.findByText('home content')).toBeInTheDocument();
    });

    it('shows members every page with the navigation', async () => {
      renderWithDataRouter(closedShell, { authUser: fan, initialPath: '/messages' });
      expect(await screen.findByText('members content')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    });
  });
});
