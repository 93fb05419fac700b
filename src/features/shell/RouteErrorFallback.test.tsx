import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../platform/errorReporting/errorReporter';
import { AccessBlockedError, NetworkError } from '../../relay/errors';
import { RouteErrorFallback } from './RouteErrorFallback';
import { TestProviders } from '../../../tests/TestProviders';

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

  describe('expected failures', () => {
    afterEach(() => vi.restoreAllMocks());

    function renderFailing(failure: () => Error) {
      const router = createMemoryRouter([
        {
          path: '/',
          loader: () => {
            throw failure();
          },
          element: <p>never shown</p>,
          errorElement: <RouteErrorFallback />,
        },
        { path: '/blocked', element: <p>the blocked page</p> },
        { path: '/ip-blocked', element: <p>the ip-blocked page</p> },
      ]);
      render(
        <TestProviders>
          <RouterProvider router={router} />
        </TestProviders>,
      );
      return router;
    }

    it('shows the offline page, not the modal, when a request failed while offline; retries online', async () => {
      vi.mocked(reportError).mockClear();
      let online = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
      const failure = vi.fn(() => new NetworkError(new TypeError('Failed to fetch')));
      renderFailing(failure);
      expect(await screen.findByRole('heading', { name: 'オフラインです' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(reportError).not.toHaveBeenCalled();

      online = true;
      window.dispatchEvent(new Event('online'));
      // Back online it loads again (and, failing once more while online, is now fatal).
      expect(
        await screen.findByRole('dialog', { name: '表示中に問題が発生しました' }),
      ).toBeInTheDocument();
      expect(failure).toHaveBeenCalledTimes(2);
    });

    it.each([
      ['ACCOUNT_BLOCKED', 'the blocked page'],
      ['IP_BLOCKED', 'the ip-blocked page'],
    ] as const)('leads an %s refusal to its page', async (code, page) => {
      vi.mocked(reportError).mockClear();
      const router = renderFailing(() => new AccessBlockedError(code));
      expect(await screen.findByText(page)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(new AccessBlockedError(code).path);
      expect(reportError).not.toHaveBeenCalled();
    });
  });
});
