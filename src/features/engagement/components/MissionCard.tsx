import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MissionCard_mission$key } from '../../../__generated__/MissionCard_mission.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useClaimMissionRewardMutation } from '../useClaimMissionRewardMutation';
import { RewardList } from './RewardList';

/** One mission: what to do, the fan's progress bar, its rewards and the claim button. */
export function MissionCard({ mission }: { mission: MissionCard_mission$key }) {
  const intl = useIntl();
  const data = useFragment(missionCardFragment, mission);
  const [claim, claiming] = useClaimMissionRewardMutation();
  const requireMember = useRequireMember();
  const percent = Math.round((data.progress / data.targetCount) * 100);

  const onClaim = () => {
    if (!requireMember()) return;
    claim(data.id, (message) =>
      notifications.show({
        color: 'red',
        message: message ?? intl.formatMessage({ id: 'engagement.failed' }),
      }),
    );
  };

  return (
    <Paper
      radius="lg"
      shadow="xs"
      p="md"
      withBorder={data.claimable}
      style={data.claimable ? { borderColor: 'var(--mantine-color-gold-5)' } : undefined}
      component="section"
      data-testid="mission-card"
      aria-label={data.title}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700}>{data.title}</Text>
            <Text size="sm" c="dimmed">
              {data.description}
            </Text>
          </div>
          {data.claimed ? (
            <Button variant="light" color="gray" radius="xl" disabled miw={96}>
              <FormattedMessage id="engagement.missions.claimed" />
            </Button>
          ) : (
            <Button
              color="crimson"
              radius="xl"
              disabled={!data.claimable}
              loading={claiming}
              onClick={onClaim}
              miw={96}
            >
              <FormattedMessage id="engagement.missions.claim" />
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            color={data.claimed ? 'gray' : 'gold'}
            size="lg"
            radius="xl"
            style={{ flex: 1 }}
            aria-label={intl.formatMessage(
              { id: 'engagement.missions.progressLabel' },
              { progress: data.progress, target: data.targetCount },
            )}
          />
          <Text size="sm" fw={600} ff="monospace" data-testid="mission-progress">
            {data.progress}/{data.targetCount}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <RewardList rewards={data.rewards} />
          {data.resetsAt && (
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="engagement.missions.resets"
                values={{
                  time: (
                    <FormattedRelativeTime
                      value={Math.round((Date.parse(data.resetsAt) - Date.now()) / 3_600_000)}
                      unit="hour"
                      numeric="auto"
                    />
                  ),
                }}
              />
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

const missionCardFragment = graphql`
  fragment MissionCard_mission on Mission {
    id
    title
    description
    progress
    targetCount
    claimed
    claimable
    resetsAt
    rewards {
      ...RewardList_rewards
    }
  }
`;
