import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ScheduleDetail_schedule$key } from '../../../__generated__/ScheduleDetail_schedule.graphql';

const TOKYO = 'Asia/Tokyo';

/** The fan's own time zone, as the browser knows it. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * An event: when (in the fan's time zone, and in Japan time when that differs), where or
 * where to watch, and an "add to calendar" download of its .ics file.
 */
export function ScheduleDetail({ schedule }: { schedule: ScheduleDetail_schedule$key }) {
  const data = useFragment(
    graphql`
      fragment ScheduleDetail_schedule on OfficialSchedule {
        title
        description
        startsAt
        endsAt
        place
        streamUrl
        calendarFileUrl
      }
    `,
    schedule,
  );
  const zone = viewerTimeZone();
  return (
    <Stack gap="md" component="article">
      <Title order={1} size="h2" lh={1.35}>
        {data.title}
      </Title>
      <Stack gap={4}>
        <Text fw={700}>
          <FormattedDate value={data.startsAt} dateStyle="full" timeStyle="short" />
          {' – '}
          <FormattedDate value={data.endsAt} dateStyle="medium" timeStyle="short" />
        </Text>
        {zone !== TOKYO && (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="information.events.japanTime"
              values={{
                time: (
                  <FormattedDate
                    value={data.startsAt}
                    dateStyle="medium"
                    timeStyle="short"
                    timeZone={TOKYO}
                  />
                ),
              }}
            />
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <FormattedMessage id="information.events.yourTimeZone" values={{ zone }} />
        </Text>
      </Stack>
      {data.place && (
        <Text>
          <FormattedMessage id="information.events.place" values={{ place: data.place }} />
        </Text>
      )}
      {data.streamUrl && (
        <Anchor href={data.streamUrl} target="_blank" rel="noopener noreferrer" fw={600}>
          <FormattedMessage id="information.events.watch" />
        </Anchor>
      )}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
      <Group>
        <Button
          component="a"
          href={data.calendarFileUrl}
          download
          color="red"
          radius="xl"
          leftSection={<span aria-hidden>📅</span>}
        >
          <FormattedMessage id="information.events.addToCalendar" />
        </Button>
      </Group>
    </Stack>
  );
}
