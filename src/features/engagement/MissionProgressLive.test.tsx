import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import type { MissionProgressLiveTestQuery } from '../../__generated__/MissionProgressLiveTestQuery.graphql';
import { MissionCard } from './components/MissionCard';
import { MissionProgressLive } from './MissionProgressLive';

const MISSION_ID = 'TWlzc2lvbjox';

function OpenMission() {
  const { missions } = useLazyLoadQuery<MissionProgressLiveTestQuery>(
    graphql`
      query MissionProgressLiveTestQuery @relay_test_operation {
        missions(first: 1) {
          edges {
            node {
              ...MissionCard_mission
            }
          }
        }
      }
    `,
    {},
  );
  return (
    <>
      {missions.edges.map((edge, index) => (
        <MissionCard key={index} mission={edge.node} />
      ))}
      <MissionProgressLive />
      <Notifications />
    </>
  );
}

const mission = (progress: number) => ({
  __typename: 'Mission',
  id: MISSION_ID,
  title: 'チャットに3回投稿しよう',
  progress,
  targetCount: 3,
  claimed: false,
  claimable: progress >= 3,
  resetsAt: null,
  rewards: [],
});

describe('MissionProgressLive', () => {
  it('fills an open mission bar from the live event and says when a mission is complete', async () => {
    const { environment, resolveMostRecentOperation } = renderWithRelay(<OpenMission />);
    await resolveMostRecentOperation({ Mission: () => mission(1) });
    expect(await screen.findByTestId('mission-progress')).toHaveTextContent('1/3');

    const live = environment.mock.getMostRecentOperation();
    expect(live.request.node.params.name).toBe('useMissionProgressChangedSubscription');
    // Progress without reaching the target: the bar moves, nothing is announced.
    await act(async () => {
      environment.mock.nextValue(
        live,
        MockPayloadGenerator.generate(live, {
          MissionProgressChangedEvent: () => ({ missions: [mission(2)], reached: [] }),
        }),
      );
    });
    expect(screen.getByTestId('mission-progress')).toHaveTextContent('2/3');
    expect(screen.queryByText('ミッション達成！')).not.toBeInTheDocument();

    await act(async () => {
      environment.mock.nextValue(
        live,
        MockPayloadGenerator.generate(live, {
          MissionProgressChangedEvent: () => ({ missions: [mission(3)], reached: [mission(3)] }),
        }),
      );
    });
    expect(screen.getByTestId('mission-progress')).toHaveTextContent('3/3');
    expect(screen.getByRole('button', { name: '受け取る' })).toBeEnabled();
    expect(await screen.findByText('ミッション達成！')).toBeInTheDocument();
    expect(screen.getByText(/「チャットに3回投稿しよう」をクリアしました。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '報酬を受け取る' })).toHaveAttribute(
      'href',
      '/missions',
    );
  });
});
