import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CheckInCalendar_checkIn$key } from '../../../__generated__/CheckInCalendar_checkIn.graphql';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** A month of the fan's check-ins as a calendar: stamped days, today ringed. */
export function CheckInCalendar({
  checkIn,
  month,
}: {
  checkIn: CheckInCalendar_checkIn$key;
  month: string;
}) {
  const intl = useIntl();
  const data = useFragment(checkInCalendarFragment, checkIn);
  const stamped = new Set(data.history.map((day) => day.day));
  const [year, monthNumber] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const leading = first.getUTCDay();
  const cells = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, n) => n + 1),
  ];
  return (
    <Paper radius="lg" shadow="xs" p="md">
      <Stack gap="sm">
        <Text fw={700} ta="center">
          <FormattedDate value={first} year="numeric" month="long" timeZone="UTC" />
        </Text>
        <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
          {WEEKDAYS.map((weekday) => (
            <Text key={weekday} size="xs" c="dimmed" ta="center">
              {intl.formatDate(new Date(Date.UTC(2026, 10, 1 + weekday)), {
                weekday: 'narrow',
                timeZone: 'UTC',
              })}
            </Text>
          ))}
          {cells.map((date, index) => {
            if (date === null) return <div key={`blank-${index}`} />;
            const day = `${month}-${String(date).padStart(2, '0')}`;
            const done = stamped.has(day);
            return (
              <Stack
                key={day}
                gap={0}
                align="center"
                justify="center"
                h={44}
                data-checked-in={done || undefined}
                aria-label={intl.formatMessage(
                  { id: done ? 'engagement.history.stamped' : 'engagement.history.empty' },
                  { day },
                )}
                style={{
                  borderRadius: 12,
                  background: done ? 'var(--mantine-color-crimson-light)' : undefined,
                  outline: day === data.today ? '2px solid var(--mantine-color-gold-5)' : undefined,
                }}
              >
                <Text size="xs" c={done ? 'crimson' : undefined} fw={done ? 700 : 400}>
                  {date}
                </Text>
                {done && (
                  <Text size="xs" lh={1} aria-hidden>
                    🌹
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center">
          <FormattedMessage id="engagement.history.count" values={{ count: data.history.length }} />
        </Text>
      </Stack>
    </Paper>
  );
}

const checkInCalendarFragment = graphql`
  fragment CheckInCalendar_checkIn on CheckInStatus
  @argumentDefinitions(month: { type: "String" }) {
    today
    history(month: $month) {
      day
    }
  }
`;
