import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OfficialSchedulePageQuery } from '../../__generated__/OfficialSchedulePageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { ScheduleDetail } from './components/ScheduleDetail';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /official-schedules/:scheduleId. */
export function OfficialSchedulePage() {
  return <OfficialScheduleView queryRef={usePageQueryRef<OfficialSchedulePageQuery>()} />;
}

export function OfficialScheduleView({
  queryRef,
}: {
  queryRef: PreloadedQuery<OfficialSchedulePageQuery>;
}) {
  const { node } = usePreloadedQuery<OfficialSchedulePageQuery>(
    officialSchedulePageQuery,
    queryRef,
  );
  useNotFoundStatus(!node?.schedule);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/events" size="sm" c="dimmed">
          <FormattedMessage id="information.events.back" />
        </Anchor>
        {node?.schedule ? (
          <ScheduleDetail schedule={node.schedule} />
        ) : (
          <EmptyState
            title={<FormattedMessage id="information.events.notFound" />}
            description={<FormattedMessage id="information.events.notFoundHint" />}
          />
        )}
      </Stack>
    </Container>
  );
}

const officialSchedulePageQuery = graphql`
  query OfficialSchedulePageQuery($scheduleId: ID!) {
    node(id: $scheduleId) {
      ... on OfficialSchedule @alias(as: "schedule") {
        ...ScheduleDetail_schedule
      }
    }
  }
`;
