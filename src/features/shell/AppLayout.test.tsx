import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appLayoutRoute } from './appLayoutRoute';
import { renderWithDataRouter } from './renderWithDataRouter';

const shellWithHomeStub = (environment: Parameters<typeof appLayoutRoute>[0]) => [
  appLayoutRoute(environment, [{ index: true, element: <p>page content</p> }]),
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
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('opens the login modal on the sign-up step from the sign-in button', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, { authUser: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ログイン・新規登録' }));
    const dialog = await screen.findByRole('dialog', { name: 'ガーデンに参加する' });
    expect(within(dialog).getByLabelText(/メールアドレス/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/表示名/)).toBeInTheDocument();
  });

  it("shows the signed-in fan's garden name and a sign-out button instead of signing in", async () => {
    renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { User: () => ({ displayName: '人形つかい' }) },
    });
    expect(await screen.findByText('人形つかいさん')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログイン・新規登録' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ガーデンに参加' })).not.toBeInTheDocument();
  });

  it('offers to join when the fan is signed in but not a member yet', async () => {
    const { user } = renderWithDataRouter(shellWithHomeStub, {
      authUser: fan,
      resolvers: { Viewer: () => ({ isSignedIn: true, user: null, joinedCommunity: null }) },
    });
    expect(await screen.findByText('fan@example.comさん')).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
  });
});
