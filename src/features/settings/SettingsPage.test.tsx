import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../tests/TestProviders';
import { SettingsPage } from './SettingsPage';

describe('SettingsPage (/settings)', () => {
  it('links every settings page that exists, grouped, in the fan’s language', () => {
    render(
      <TestProviders locale="en">
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    const app = screen.getByRole('navigation', { name: 'App' });
    const hrefs = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(account)).toEqual(['/mypage/edit', '/follow-list', '/settings/management']);
    expect(hrefs(app)).toEqual([
      '/settings/notification',
      '/settings/timeline',
      '/settings/language',
      '/privacy-choices',
    ]);
    const personal = screen.getByRole('navigation', { name: 'Personal information' });
    expect(hrefs(personal)).toEqual(['/settings/personal-info']);
    expect(within(app).getByRole('link', { name: /Privacy choices/ })).toBeInTheDocument();
  });
});
