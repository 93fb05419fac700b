import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CheckInSummary_checkIn$key } from '../../../__generated__/CheckInSummary_checkIn.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useCheckInMutation } from '../useCheckInMutation';

/** Today's check-in button with the fan's streak, total and points. */
export function CheckInSummary({ checkIn }: { checkIn: CheckInSummary_checkIn$key }) {
  const intl = useIntl();
  const data = useFragment(checkInSummaryFragment, checkIn);
  const [commit, inFlight] = useCheckInMutation();
  const requireMember = useRequireMember();
  const onCheckIn = () => {
    if (!requireMember()) return;
    commit((points, message) =>
      notifications.show(
        points === null
          ? { color: 'red', message: message ?? intl.formatMessage({ id: 'engagement.failed' }) }
          : {
              color: 'gold',
              message: intl.formatMessage({ id: 'engagement.checkIn.done' }, { points }),
            },
      ),
    );
  };
  const stats = [
    { id: 'engagement.checkIn.streak', value: data.streak, testId: 'check-in-streak' },
    { id: 'engagement.checkIn.total', value: data.total, testId: 'check-in-total' },
    { id: 'engagement.checkIn.points', value: data.points, testId: 'check-in-points' },
  ];
  return (
    <Paper radius="lg" shadow="sm" p="lg" bg="var(--mantine-color-crimson-light)">
      <Stack gap="md" align="center">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="engagement.checkIn.today" values={{ day: data.today }} />
        </Text>
        <Button
          size="xl"
          radius="xl"
          color={data.checkedInToday ? 'gray' : 'crimson'}
          disabled={data.checkedInToday}
          loading={inFlight}
          onClick={onCheckIn}
          miw={220}
        >
          {data.checkedInToday ? (
            <FormattedMessage id="engagement.checkIn.checkedIn" />
          ) : (
            <FormattedMessage id="engagement.checkIn.button" />
          )}
        </Button>
        <SimpleGrid cols={3} w="100%">
          {stats.map((stat) => (
            <Stack key={stat.id} gap={0} align="center">
              <Text fz={28} fw={800} data-testid={stat.testId}>
                {stat.value}
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id={stat.id} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            <FormattedMessage id="engagement.checkIn.rule" />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

const checkInSummaryFragment = graphql`
  fragment CheckInSummary_checkIn on CheckInStatus {
    today
    checkedInToday
    streak
    total
    points
  }
`;
