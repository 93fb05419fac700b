import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../routes';
import { renderWithDataRouter } from '../../../tests/renderWithDataRouter';

describe('entry and access pages', () => {
  it('shows /blocked without the shell: no header, no navigation', async () => {
    renderWithDataRouter(appRoutes, { initialPath: '/blocked', authUser: null });
    expect(
      await screen.findByRole('heading', { name: 'このアカウントは利用できません' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '魔王子と人形の庭' })).not.toBeInTheDocument();
    // The title is written in an effect after the page rendered.
    await waitFor(() => expect(document.title).toBe('このアカウントは利用できません'));
  });

  it('shows /ip-blocked without the shell, in English for English visitors', async () => {
    const { sent } = renderWithDataRouter(appRoutes, { initialPath: '/ip-blocked', locale: 'en' });
    expect(
      await screen.findByRole('heading', { name: "The garden isn't available from this network" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // Nothing of the shell is fetched for a blocked visitor.
    expect(sent).toEqual([]);
  });

  it('welcomes new visitors at /welcome inside the shell', async () => {
    renderWithDataRouter(appRoutes, { initialPath: '/welcome', authUser: null });
    expect(
      await screen.findByRole('heading', { name: 'ようこそ、魔王子と人形の庭へ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'まずはのぞいてみる' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('shows the not-found page at /404', async () => {
    renderWithDataRouter(appRoutes, { initialPath: '/404', authUser: null });
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
  });

  it('has the privacy choices link in the footer and the side navigation', async () => {
    renderWithDataRouter(appRoutes, { locale: 'en', authUser: null });
    // The whole route table loads first (lazy home page, the shell's query).
    const links = await screen.findAllByRole(
      'link',
      { name: 'Do Not Sell or Share My Personal Information' },
      { timeout: 10_000 },
    );
    // The phone's footer and the wider screens' side navigation (CSS shows one of them).
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/privacy-choices');
  });
});
