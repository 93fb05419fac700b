import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { EventList_community$key } from '../../../__generated__/EventList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { INFORMATION_PAGE_SIZE } from '../informationPageSize';
import { EventCalendar, happensOn } from './EventCalendar';
import { ScheduleListItem } from './ScheduleListItem';

/** The official schedule from now on: a month calendar above the list, soonest first. */
export function EventList({ community }: { community: EventList_community$key }) {
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment EventList_community on Community
      @refetchable(queryName: "EventListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        officialSchedules(first: $count, after: $cursor)
          @connection(key: "EventList_officialSchedules") {
          edges {
            node {
              id
              startsAt
              endsAt
              ...ScheduleListItem_schedule
            }
          }
        }
      }
    `,
    community,
  );
  const events = data.officialSchedules.edges.map(({ node }) => ({
    id: node.id,
    startsAt: node.startsAt,
    endsAt: node.endsAt,
    node,
  }));
  if (events.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="information.events.empty" />}
        description={<FormattedMessage id="information.events.emptyHint" />}
      />
    );
  const shown = selectedDay ? events.filter((event) => happensOn(event, selectedDay)) : events;
  return (
    <Stack gap="md">
      <EventCalendar events={events} selectedDay={selectedDay} onSelectDay={setSelectedDay} />
      <Paper radius="lg" withBorder p={4}>
        {shown.map((event) => (
          <ScheduleListItem key={event.id} schedule={event.node} />
        ))}
      </Paper>
      {hasNext && !selectedDay && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(INFORMATION_PAGE_SIZE)}
        >
          <FormattedMessage id="information.events.more" />
        </Button>
      )}
    </Stack>
  );
}
