import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { CheckInHistoriesPageQuery } from '../../__generated__/CheckInHistoriesPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { CheckInCalendar } from './components/CheckInCalendar';
import { shiftMonth } from './checkInMonth';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /check-in/histories?month=YYYY-MM. The route's loader has already started the query. */
export function CheckInHistoriesPage() {
  return <CheckInHistoriesView queryRef={usePageQueryRef<CheckInHistoriesPageQuery>()} />;
}

export function CheckInHistoriesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CheckInHistoriesPageQuery>;
}) {
  const intl = useIntl();
  const { checkIn } = usePreloadedQuery<CheckInHistoriesPageQuery>(
    checkInHistoriesPageQuery,
    queryRef,
  );
  const [params] = useSearchParams();
  const month = params.get('month') ?? checkIn.today.slice(0, 7);
  const title = intl.formatMessage({ id: 'engagement.history.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group justify="space-between">
          <Button
            component={Link}
            to={`?month=${shiftMonth(month, -1)}`}
            variant="subtle"
            radius="xl"
          >
            <FormattedMessage id="engagement.history.previous" />
          </Button>
          <Button
            component={Link}
            to={`?month=${shiftMonth(month, 1)}`}
            variant="subtle"
            radius="xl"
          >
            <FormattedMessage id="engagement.history.next" />
          </Button>
        </Group>
        <CheckInCalendar checkIn={checkIn} month={month} />
      </Stack>
    </Container>
  );
}

const checkInHistoriesPageQuery = graphql`
  query CheckInHistoriesPageQuery($month: String) {
    checkIn {
      today
      ...CheckInCalendar_checkIn @arguments(month: $month)
    }
  }
`;
