import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type MockEnvironment,
} from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { TestProviders } from '../../../tests/TestProviders';
import { routeObjects } from '../../routing/routeObjects';
import { createRouteQueries } from '../../routing/routeQueries';
import { CHAT_PAGE_SIZE } from '../../state/chatList';
import { chatRoutes } from './chatRoutes';

// The pages load lazily (their own chunk), which can take a while on a busy machine.
function renderRoute(path: string, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const routes = routeObjects([chatRoutes], 'shell', environment, createRouteQueries());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <TestProviders locale={locale}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </TestProviders>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

// The loader imports the page's compiled query (its own chunk) before it starts it.
async function resolvePending(environment: MockEnvironment, name: string) {
  const operation = await vi.waitFor(() => {
    const pending = environment.mock
      .getAllOperations()
      .find((candidate) => candidate.request.node.params.name === name);
    if (!pending) throw new Error(`No pending ${name}`);
    return pending;
  });
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, createMockPayloadResolvers()),
    ),
  );
  return operation;
}

describe('chatRoutes', () => {
  it('/messages starts its query in the loader and renders the channel list', async () => {
    const environment = renderRoute('/messages');
    // The loader starts the query before the page's code has loaded.
    const operation = await resolvePending(environment, 'MessagesPageQuery');
    expect(operation.request.variables).toEqual({});
    expect(
      await screen.findByRole('heading', { name: 'チャット' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'チャンネル一覧' })).toBeInTheDocument();
  });

  it('/messages/chat/:channelId loads that channel', async () => {
    const environment = renderRoute('/messages/chat/Q2hhbm5lbDox');
    const operation = await resolvePending(environment, 'ChatChannelPageQuery');
    expect(operation.request.variables).toEqual({
      channelId: 'Q2hhbm5lbDox',
      messageCount: CHAT_PAGE_SIZE,
      targetMessageId: null,
    });
    expect(
      await screen.findByRole('textbox', { name: 'メッセージ' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信' })).toBeInTheDocument();
  });

  it('/messages/chat/:channelId?message= asks for the page around that message', async () => {
    const environment = renderRoute('/messages/chat/Q2hhbm5lbDox?message=Q2hhdE1lc3NhZ2U6Nw%3D%3D');
    const operation = await resolvePending(environment, 'ChatChannelPageQuery');
    expect(operation.request.variables).toEqual({
      channelId: 'Q2hhbm5lbDox',
      messageCount: CHAT_PAGE_SIZE,
      targetMessageId: 'Q2hhdE1lc3NhZ2U6Nw==',
    });
  });

  it('labels the composer in English for English-speaking fans', async () => {
    const environment = renderRoute('/messages/chat/Q2hhbm5lbDox', 'en');
    await resolvePending(environment, 'ChatChannelPageQuery');
    expect(
      await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
