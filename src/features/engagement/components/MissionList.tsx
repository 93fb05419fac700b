import { Button, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MissionList_query$key } from '../../../__generated__/MissionList_query.graphql';
import type { MissionListPaginationQuery } from '../../../__generated__/MissionListPaginationQuery.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { MISSIONS_PAGE_SIZE } from '../missionsPageSize';
import { MissionCard } from './MissionCard';

const PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY', 'ONCE'] as const;
type Period = (typeof PERIODS)[number];

/** The garden's missions by period (daily first), each with the fan's progress. */
export function MissionList({ query }: { query: MissionList_query$key }) {
  const intl = useIntl();
  const [period, setPeriod] = useState<Period>('DAILY');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MissionListPaginationQuery,
    MissionList_query$key
  >(missionListFragment, query);
  const shown = data.missions.edges.filter((edge) => edge.node.period === period);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        radius="xl"
        color="crimson"
        value={period}
        onChange={(value) => setPeriod(value as Period)}
        data={PERIODS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `engagement.missions.period.${value}` }),
        }))}
        aria-label={intl.formatMessage({ id: 'engagement.missions.periodLabel' })}
      />
      {shown.length === 0 ? (
        <EmptyState title={<FormattedMessage id="engagement.missions.empty" />} headingOrder={2} />
      ) : (
        shown.map((edge) => <MissionCard key={edge.node.id} mission={edge.node} />)
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(MISSIONS_PAGE_SIZE)}
        >
          <FormattedMessage id="engagement.more" />
        </Button>
      )}
    </Stack>
  );
}

const missionListFragment = graphql`
  fragment MissionList_query on Query
  @refetchable(queryName: "MissionListPaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
    missions(first: $first, after: $after) @connection(key: "MissionList_missions") {
      edges {
        node {
          id
          period
          ...MissionCard_mission
        }
      }
    }
  }
`;
