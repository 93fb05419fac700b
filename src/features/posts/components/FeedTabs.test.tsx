import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import posts from '../../../../locales/en/posts.json';
import { FeedTabs } from './FeedTabs';

describe('FeedTabs', () => {
  it('selects the open feed and moves to another one', async () => {
    render(
      <MantineProvider>
        <IntlProvider locale="en" messages={posts}>
          <MemoryRouter initialEntries={['/trend']}>
            <Routes>
              <Route path="/trend" element={<FeedTabs />} />
              <Route path="/home-timeline" element={<p>home timeline page</p>} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Following' }));
    expect(await screen.findByText('home timeline page')).toBeInTheDocument();
  });
});
