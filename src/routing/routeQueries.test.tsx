import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, Link, RouterProvider, type Params } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import MessagesPageQueryNode from '../__generated__/MessagesPageQuery.graphql';
import TimelinePageQueryNode from '../__generated__/TimelinePageQuery.graphql';
import { pageQuery } from './routeDeclaration';
import { createRouteQueries, releaseLeftRouteQueries } from './routeQueries';

describe('route query references', () => {
  it('are disposed once the route that loaded them is left', async () => {
    const environment = createMockEnvironment();
    const queries = createRouteQueries();
    const route = (path: string, node: typeof MessagesPageQueryNode, to: string) => ({
      path,
      loader: ({ params, request }: { params: Params; request: Request }) =>
        queries.load(
          environment,
          pageQuery(async () => ({ default: node })),
          params,
          new URL(request.url),
        ),
      element: <Link to={to}>{`leave ${path}`}</Link>,
      HydrateFallback: () => null,
    });
    const router = createMemoryRouter(
      [
        route('/messages', MessagesPageQueryNode, '/timeline'),
        route('/timeline', TimelinePageQueryNode, '/messages'),
      ],
      { initialEntries: ['/messages'] },
    );
    releaseLeftRouteQueries(router, queries);
    render(
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    await screen.findByRole('link', { name: 'leave /messages' });
    const [messages] = [...queries.live];
    expect(messages.isDisposed).toBe(false);

    await act(() => router.navigate('/timeline'));
    await screen.findByRole('link', { name: 'leave /timeline' });
    expect(messages.isDisposed).toBe(true);
    expect([...queries.live].map((reference) => reference.name)).toEqual(['TimelinePageQuery']);
  });
});
