import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PresentCard_present$key } from '../../../__generated__/PresentCard_present.graphql';
import { useClaimCheckInPresentMutation } from '../useClaimCheckInPresentMutation';
import { RewardList } from './RewardList';

/** A check-in present: its milestone, rewards and the button to take it once reached. */
export function PresentCard({ present }: { present: PresentCard_present$key }) {
  const intl = useIntl();
  const data = useFragment(presentCardFragment, present);
  const [claim, claiming] = useClaimCheckInPresentMutation();
  return (
    <Paper radius="lg" shadow="xs" p="md" data-testid="present-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text
              fw={700}
              component={Link}
              to={`/check-in/presents/${encodeURIComponent(data.id)}`}
            >
              {data.title}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id={`engagement.presents.rule.${data.rule}`}
                values={{ count: data.threshold }}
              />
            </Text>
          </div>
          {data.status === 'CLAIMED' ? (
            <Button variant="light" color="gray" radius="xl" disabled>
              <FormattedMessage id="engagement.missions.claimed" />
            </Button>
          ) : (
            <Button
              color="crimson"
              radius="xl"
              disabled={data.status === 'LOCKED'}
              loading={claiming}
              onClick={() =>
                claim(data.id, (message) =>
                  notifications.show({
                    color: 'red',
                    message: message ?? intl.formatMessage({ id: 'engagement.failed' }),
                  }),
                )
              }
            >
              <FormattedMessage id="engagement.missions.claim" />
            </Button>
          )}
        </Group>
        <Text size="sm">{data.description}</Text>
        <RewardList rewards={data.rewards} />
      </Stack>
    </Paper>
  );
}

const presentCardFragment = graphql`
  fragment PresentCard_present on CheckInPresent {
    id
    title
    description
    rule
    threshold
    status
    rewards {
      ...RewardList_rewards
    }
  }
`;
