import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ScheduleListItem_schedule$key } from '../../../__generated__/ScheduleListItem_schedule.graphql';
import { schedulePath } from '../informationPaths';
import classes from './ScheduleListItem.module.css';

/** One event: its day as a calendar leaf, its time, title and where to see it. */
export function ScheduleListItem({ schedule }: { schedule: ScheduleListItem_schedule$key }) {
  const data = useFragment(
    graphql`
      fragment ScheduleListItem_schedule on OfficialSchedule {
        id
        title
        startsAt
        endsAt
        place
        streamUrl
      }
    `,
    schedule,
  );
  return (
    <UnstyledButton component={Link} to={schedulePath(data.id)} className={classes.item}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Stack gap={0} className={classes.leaf} aria-hidden>
          <Text size="xs" fw={700} c="red.8">
            <FormattedDate value={data.startsAt} month="short" />
          </Text>
          <Text size="xl" fw={800} lh={1.1}>
            <FormattedDate value={data.startsAt} day="numeric" />
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedDate value={data.startsAt} weekday="short" />
          </Text>
        </Stack>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} lineClamp={2}>
            {data.title}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedDate value={data.startsAt} dateStyle="medium" timeStyle="short" />
            {' – '}
            <FormattedDate value={data.endsAt} dateStyle="medium" timeStyle="short" />
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {data.place ??
              (data.streamUrl ? <FormattedMessage id="information.events.online" /> : null)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
