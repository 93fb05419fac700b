import { Card, Group, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomeEventCard_event$key } from '../../../__generated__/HomeEventCard_event.graphql';
import { schedulePath } from '../../information/informationPaths';
import classes from './HomeSections.module.css';

/** One schedule entry as a card: its day as a calendar leaf, its time, title and place. */
export function HomeEventCard({ event }: { event: HomeEventCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment HomeEventCard_event on OfficialSchedule {
        id
        title
        startsAt
        place
        streamUrl
      }
    `,
    event,
  );
  return (
    <Card component={Link} to={schedulePath(data.id)} radius="lg" shadow="xs" padding="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={0} className={classes.leaf} aria-hidden>
          <Text size="xs" fw={700} c="crimson">
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
          <Text fw={700} size="sm" lineClamp={2}>
            {data.title}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedDate value={data.startsAt} dateStyle="medium" timeStyle="short" />
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {data.place ?? (data.streamUrl ? <FormattedMessage id="home.sections.online" /> : null)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
