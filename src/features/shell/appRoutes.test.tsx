import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../routes';
import { renderWithDataRouter } from '../../../tests/renderWithDataRouter';

describe('the app routes', () => {
  it('welcomes visitors at / with the garden, its fan count and the way to the channels', async () => {
    renderWithDataRouter(appRoutes, { authUser: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: '魔王子と人形の庭' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('魔王子と人形の物語を愛するファンが集う、公式コミュニティです。'),
    ).toBeInTheDocument();
    expect(screen.getByText('1,284人のファンが参加中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'チャンネルを見る' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('welcomes English visitors in English', async () => {
    renderWithDataRouter(appRoutes, { authUser: null, locale: 'en' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The Garden of the Demon Prince and the Puppet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,284 fans have joined')).toBeInTheDocument();
  });

  it('shows the not-found page inside the shell for unknown paths', async () => {
    renderWithDataRouter(appRoutes, { initialPath: '/no-such-page', authUser: null });
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    // The header stays: the garden name links home.
    expect(screen.getByRole('link', { name: '魔王子と人形の庭' })).toBeInTheDocument();
  });

  it('preloads the shell and the page queries in the loaders', async () => {
    const { sent } = renderWithDataRouter(appRoutes, { authUser: null });
    await screen.findByRole('heading', { level: 1, name: '魔王子と人形の庭' });
    expect(sent.map((operation) => operation.name).sort()).toEqual([
      'AppLayoutQuery',
      'HomePageQuery',
    ]);
  });
});
