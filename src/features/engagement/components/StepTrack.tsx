import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StepTrack_track$key } from '../../../__generated__/StepTrack_track.graphql';
import { useClaimStepMissionRewardMutation } from '../useClaimStepMissionRewardMutation';
import { RewardList } from './RewardList';

/** The step track: the fan's points and each step in order, taken, ready or still locked. */
export function StepTrack({ track }: { track: StepTrack_track$key }) {
  const intl = useIntl();
  const data = useFragment(stepTrackFragment, track);
  const [claim, claiming] = useClaimStepMissionRewardMutation();
  const reached = data.steps.filter((step) => step.status !== 'LOCKED').length;
  return (
    <Stack gap="md">
      <Paper radius="lg" shadow="xs" p="md">
        <Group justify="space-between">
          <Text fw={600}>
            <FormattedMessage id="engagement.steps.points" />
          </Text>
          <Text fw={800} fz={28} c="crimson" data-testid="step-points">
            {data.points}
          </Text>
        </Group>
      </Paper>
      <Timeline active={reached - 1} bulletSize={32} lineWidth={3} color="gold">
        {data.steps.map((step) => (
          <Timeline.Item
            key={step.id}
            bullet={
              <ThemeIcon
                radius="xl"
                size={32}
                color={step.status === 'LOCKED' ? 'gray' : 'gold'}
                c="dark"
              >
                {step.status === 'CLAIMED' ? '✓' : step.status === 'LOCKED' ? '🔒' : '★'}
              </ThemeIcon>
            }
            title={
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{step.title}</Text>
                <Badge variant="outline" color="gray" radius="sm" tt="none">
                  <FormattedMessage
                    id="engagement.steps.required"
                    values={{ points: step.requiredPoints }}
                  />
                </Badge>
              </Group>
            }
          >
            <Stack gap={6} mt={4}>
              <RewardList rewards={step.rewards} />
              {step.status === 'CLAIMABLE' && (
                <Button
                  size="xs"
                  color="crimson"
                  radius="xl"
                  w="fit-content"
                  loading={claiming}
                  onClick={() =>
                    claim(step.id, (message) =>
                      notifications.show({
                        color: 'red',
                        message: message ?? intl.formatMessage({ id: 'engagement.failed' }),
                      }),
                    )
                  }
                >
                  <FormattedMessage id="engagement.steps.claim" />
                </Button>
              )}
              {step.status === 'CLAIMED' && (
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="engagement.missions.claimed" />
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

const stepTrackFragment = graphql`
  fragment StepTrack_track on StepMissionTrack {
    points
    steps {
      id
      title
      requiredPoints
      status
      rewards {
        ...RewardList_rewards
      }
    }
  }
`;
