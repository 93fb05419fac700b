// The one harness for component tests that read Relay data: renders `ui` with a
// relay-test-utils mock environment, the app's providers and a memory router, and
// answers operations from the per-type mock resolvers in mocks/resolvers.ts.

import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type MockEnvironment,
  type MockResolvers,
} from 'relay-test-utils';
import { createMockPayloadResolvers } from '../mocks/resolvers';
import { TestProviders } from './TestProviders';

export interface RenderWithRelayOptions {
  /** Per-type overrides merged over the garden's mock resolvers. */
  resolvers?: MockResolvers;
  /** UI language and the language of the mock data; default ja. */
  locale?: 'ja' | 'en';
  /** The memory router's starting URL; default "/". */
  initialPath?: string;
  /** When given, `ui` is mounted as the element of this route so useParams works. */
  routePath?: string;
  /** An environment created by the test, e.g. to call loadQuery before rendering. */
  environment?: MockEnvironment;
}

export interface RenderWithRelayResult extends RenderResult {
  environment: MockEnvironment;
  user: UserEvent;
  /**
   * Answers the newest pending operation with mock data (overrides merged on top).
   * Await it: a suspended component shows its data only after React retries it.
   */
  resolveMostRecentOperation: (resolvers?: MockResolvers) => Promise<void>;
  /** Fails the newest pending operation, as a network error would. Await it too. */
  rejectMostRecentOperation: (error: Error) => Promise<void>;
}

export function renderWithRelay(
  ui: ReactElement,
  options: RenderWithRelayOptions = {},
): RenderWithRelayResult {
  const { resolvers, locale = 'ja', initialPath = '/', routePath } = options;
  const environment = options.environment ?? createMockEnvironment();
  const baseResolvers = { ...createMockPayloadResolvers({ locale }), ...resolvers };

  const routed = routePath ? (
    <Routes>
      <Route path={routePath} element={ui} />
    </Routes>
  ) : (
    ui
  );

  const rendered = render(
    <RelayEnvironmentProvider environment={environment}>
      <TestProviders locale={locale}>
        <MemoryRouter initialEntries={[initialPath]}>
          {/* Components that suspend on a query need a boundary; tests assert on what follows. */}
          <Suspense fallback={null}>{routed}</Suspense>
        </MemoryRouter>
      </TestProviders>
    </RelayEnvironmentProvider>,
  );

  return {
    ...rendered,
    environment,
    user: userEvent.setup(),
    resolveMostRecentOperation: async (overrides) => {
      await act(async () => {
        environment.mock.resolveMostRecentOperation((operation) =>
          MockPayloadGenerator.generate(operation, { ...baseResolvers, ...overrides }),
        );
      });
    },
    rejectMostRecentOperation: async (error) => {
      await act(async () => {
        environment.mock.rejectMostRecentOperation(error);
      });
    },
  };
}
