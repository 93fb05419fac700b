import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reportError } from '../../platform/errorReporting/errorReporter';
import { RouteErrorFallback } from './RouteErrorFallback';
import { TestProviders } from './TestProviders';

vi.mock('../../platform/errorReporting/errorReporter', () => ({
  reportError: vi.fn(async () => {}),
}));

const stage = { broken: true };

function Page() {
  if (stage.broken) throw new Error('the stage collapsed');
  return <p>the show goes on</p>;
}

describe('RouteErrorFallback', () => {
  it('shows the fallback modal for a page that failed to render; closing renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Page />, errorElement: <RouteErrorFallback /> },
    ]);
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(
      await screen.findByRole('dialog', { name: '表示中に問題が発生しました' }),
    ).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the stage collapsed' }),
      {
        level: 'fatal',
      },
    );
    stage.broken = false;
    await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[0]);
    expect(await screen.findByText('the show goes on')).toBeInTheDocument();
  });

  it('reads a 404 as the not-found page, without a report', async () => {
    vi.mocked(reportError).mockClear();
    const router = createMemoryRouter(
      [{ path: '/', element: <Page />, errorElement: <RouteErrorFallback /> }],
      {
        initialEntries: ['/nowhere'],
      },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});
