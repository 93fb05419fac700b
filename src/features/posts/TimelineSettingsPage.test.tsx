import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import TimelineSettingsPageQueryNode, {
  type TimelineSettingsPageQuery,
} from '../../__generated__/TimelineSettingsPageQuery.graphql';
import { TimelineSettingsPage } from './TimelineSettingsPage';

vi.mock('../../routing/routeQueries', () => ({ usePageQueryRef: () => currentRef }));
let currentRef: unknown;

function renderPage(preferences: Record<string, boolean> | null) {
  const environment = createMockEnvironment();
  currentRef = loadQuery<TimelineSettingsPageQuery>(environment, TimelineSettingsPageQueryNode, {});
  const rendered = renderWithRelay(<TimelineSettingsPage />, { environment, locale: 'en' });
  void rendered.resolveMostRecentOperation({
    Viewer: () => ({ timelinePreferences: preferences }),
  });
  return rendered;
}

const ALL_ON = {
  showOfficialPosts: true,
  showFollowedPosts: true,
  showOwnPosts: true,
  showTopicPosts: true,
};

describe('TimelineSettingsPage (/settings/timeline)', () => {
  it('saves the sources the fan chooses for the home timeline', async () => {
    const { user, environment } = renderPage(ALL_ON);
    const official = await screen.findByRole('switch', { name: /Official posts/ });
    expect(official).toBeChecked();
    await user.click(official);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetTimelinePreferencesMutation');
    expect(operation.request.variables.input).toMatchObject({
      ...ALL_ON,
      showOfficialPosts: false,
    });
    expect(operation.request.variables.input.clientMutationId).toEqual(expect.any(String));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          setTimelinePreferences: {
            __typename: 'SetTimelinePreferencesPayload',
            viewer: { id: 'viewer', timelinePreferences: { ...ALL_ON, showOfficialPosts: false } },
          },
        },
      });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('warns that turning every source off empties the home timeline', async () => {
    const { user } = renderPage(ALL_ON);
    for (const name of [/Official posts/, /Fans you follow/, /Your posts/])
      await user.click(await screen.findByRole('switch', { name }));
    expect(
      screen.getByText('With everything off, your home timeline will be empty.'),
    ).toBeVisible();
  });

  it('asks a visitor to join first', async () => {
    renderPage(null);
    expect(await screen.findByRole('button', { name: /sign|join/i })).toBeVisible();
  });
});
