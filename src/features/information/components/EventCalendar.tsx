import { Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import classes from './EventCalendar.module.css';

interface CalendarEvent {
  id: string;
  startsAt: string;
  endsAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local day (YYYY-MM-DD) of a time, in the fan's time zone. */
function localDay(time: Date): string {
  return `${time.getFullYear()}-${time.getMonth() + 1}-${time.getDate()}`;
}

/**
 * A month at a glance: the days with an event are marked; choosing a day shows only that
 * day's events in the list below (onSelectDay), choosing it again shows them all.
 */
export function EventCalendar({
  events,
  selectedDay,
  onSelectDay,
}: {
  events: readonly CalendarEvent[];
  selectedDay: string | null;
  onSelectDay: (day: string | null) => void;
}) {
  const intl = useIntl();
  const [month, setMonth] = useState(() => {
    const first = events[0] ? new Date(events[0].startsAt) : new Date();
    return new Date(first.getFullYear(), first.getMonth(), 1);
  });
  const busyDays = useMemo(() => {
    const days = new Set<string>();
    for (const event of events) {
      const end = Date.parse(event.endsAt);
      for (let time = Date.parse(event.startsAt); time < end; time += DAY_MS)
        days.add(localDay(new Date(time)));
      days.add(localDay(new Date(end - 1)));
    }
    return days;
  }, [events]);
  const cells = useMemo(() => {
    const leading = month.getDay();
    const count = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
    return [
      ...Array.from({ length: leading }, () => null),
      ...Array.from(
        { length: count },
        (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1),
      ),
    ];
  }, [month]);
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    intl.formatDate(new Date(2026, 10, 1 + index), { weekday: 'narrow' }),
  );
  const move = (months: number) =>
    setMonth(new Date(month.getFullYear(), month.getMonth() + months, 1));
  return (
    <div className={classes.calendar}>
      <Group justify="space-between" mb="xs">
        <UnstyledButton
          className={classes.nav}
          onClick={() => move(-1)}
          aria-label={intl.formatMessage({ id: 'information.events.previousMonth' })}
        >
          ‹
        </UnstyledButton>
        <Text fw={700} aria-live="polite">
          <FormattedDate value={month} year="numeric" month="long" />
        </Text>
        <UnstyledButton
          className={classes.nav}
          onClick={() => move(1)}
          aria-label={intl.formatMessage({ id: 'information.events.nextMonth' })}
        >
          ›
        </UnstyledButton>
      </Group>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {weekdays.map((weekday, index) => (
          <Text key={index} size="xs" c="dimmed" ta="center" aria-hidden>
            {weekday}
          </Text>
        ))}
        {cells.map((day, index) => {
          if (!day) return <span key={`blank-${index}`} />;
          const key = localDay(day);
          const busy = busyDays.has(key);
          return (
            <UnstyledButton
              key={key}
              className={classes.day}
              data-busy={busy || undefined}
              data-selected={selectedDay === key || undefined}
              disabled={!busy}
              aria-pressed={selectedDay === key}
              aria-label={intl.formatDate(day, { dateStyle: 'full' })}
              onClick={() => onSelectDay(selectedDay === key ? null : key)}
            >
              {day.getDate()}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {selectedDay && (
        <Text size="xs" c="dimmed" mt="xs">
          <FormattedMessage id="information.events.dayFilterHint" />
        </Text>
      )}
    </div>
  );
}

/** Whether an event touches the chosen local day. */
export function happensOn(event: CalendarEvent, day: string): boolean {
  const end = Date.parse(event.endsAt);
  for (let time = Date.parse(event.startsAt); time < end; time += DAY_MS)
    if (localDay(new Date(time)) === day) return true;
  return localDay(new Date(end - 1)) === day;
}
