import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CommittedLocationReporter } from './committedLocation';
import { NavigationProgress } from './NavigationProgress';
import { TestProviders } from '../../../tests/TestProviders';

const never = new Promise<never>(() => {});

function SuspendsForever(): never {
  throw never;
}

function renderApp() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <CommittedLocationReporter />
          <Suspense fallback={<p>first load</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        {
          index: true,
          element: (
            <>
              <p>home page</p>
              <Link to="/slow-code">slow code</Link>
              <Link to="/slow-data">slow data</Link>
            </>
          ),
        },
        // The page's code never arrives (a lazy route), or its data never does (suspends).
        { path: 'slow-code', lazy: () => never },
        { path: 'slow-data', element: <SuspendsForever /> },
      ],
    },
  ]);
  render(
    <TestProviders>
      <NavigationProgress router={router} delayMs={50} />
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('NavigationProgress', () => {
  it('shows nothing on the first load', async () => {
    renderApp();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows progress once the next page's code has taken the delay, over the old page", async () => {
    const router = renderApp();
    await screen.findByText('home page');
    act(() => void router.navigate('/slow-code'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it("shows progress while the next page's data suspends, the old page still on screen", async () => {
    const router = renderApp();
    await screen.findByText('home page');
    act(() => void router.navigate('/slow-data'));
    expect(await screen.findByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});
