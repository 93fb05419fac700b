import { fireEvent, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import NotificationSettingsPageQueryNode, {
  type NotificationSettingsPageQuery,
} from '../../__generated__/NotificationSettingsPageQuery.graphql';
import { NotificationSettingsView } from './NotificationSettingsPage';

function renderPage(locale: 'ja' | 'en') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NotificationSettingsPageQuery>(
    environment,
    NotificationSettingsPageQueryNode,
    {},
  );
  const rendered = renderWithRelay(<NotificationSettingsView queryRef={queryRef} />, {
    environment,
    locale,
  });
  return { environment, rendered };
}

describe('NotificationSettingsPage', () => {
  it('asks a visitor to sign in and join', async () => {
    const { rendered } = renderPage('ja');
    rendered.resolveMostRecentOperation({ Viewer: () => ({ notificationSettings: null }) });
    expect(await screen.findByRole('heading', { name: '通知設定' })).toBeInTheDocument();
    expect(
      screen.getByText('通知を受け取るには、ログインしてガーデンに参加してください。'),
    ).toBeInTheDocument();
  });

  it('shows the categories, says when the browser cannot receive pushes, and saves a switch', async () => {
    const { environment, rendered } = renderPage('en');
    rendered.resolveMostRecentOperation();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    // jsdom has no Push API: the page says so (after its first effect) instead of offering it.
    expect(await screen.findByText(/cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeDisabled();
    const official = screen.getByRole('switch', { name: /Official posts/ });
    expect(official).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Direct messages/ })).toBeChecked();

    fireEvent.click(official);
    expect(official).toBeChecked();
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.operation.name).toBe('useNotificationMutationsPreferencesMutation');
    expect(save.request.variables.input).toMatchObject({ officialPosts: true });
    expect(save.request.variables.input).not.toHaveProperty('directMessages');
    environment.mock.resolve(save, {
      data: {
        setNotificationPreferences: {
          __typename: 'InvalidInputError',
          __isError: 'InvalidInputError',
          message: 'This request id was already used for a different action.',
        },
      },
    });
    // Refused: the switch goes back and the server's words show.
    expect(
      await screen.findByText('This request id was already used for a different action.'),
    ).toBeInTheDocument();
    expect(official).not.toBeChecked();
  });

  it('sends a test notification and reports it', async () => {
    const { environment, rendered } = renderPage('en');
    rendered.resolveMostRecentOperation();
    expect(await screen.findByText('1 device receives notifications')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    const send = environment.mock.getMostRecentOperation();
    expect(send.request.node.operation.name).toBe('useNotificationMutationsTestMutation');
    environment.mock.resolve(
      send,
      MockPayloadGenerator.generate(send, {
        SendTestNotificationResult: () => ({ __typename: 'SendTestNotificationPayload' }),
      }),
    );
    expect(
      await screen.findByText('Sent. It should appear on your device in a moment.'),
    ).toBeInTheDocument();
  });
});
