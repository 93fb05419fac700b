import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CheckInPageQuery } from '../../__generated__/CheckInPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { CheckInLinks } from './components/CheckInLinks';
import { CheckInSummary } from './components/CheckInSummary';
import { useRecordDailyVisit } from './useRecordDailyVisit';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /check-in. The route's loader has already started the query. */
export function CheckInPage() {
  return <CheckInView queryRef={usePageQueryRef<CheckInPageQuery>()} />;
}

export function CheckInView({ queryRef }: { queryRef: PreloadedQuery<CheckInPageQuery> }) {
  const intl = useIntl();
  const { checkIn, viewer } = usePreloadedQuery<CheckInPageQuery>(checkInPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'engagement.checkIn.title' });
  usePageMetadata(title);
  useRecordDailyVisit(viewer.joinedCommunity != null);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="engagement.checkIn.description" />
          </Text>
        </div>
        <CheckInSummary checkIn={checkIn} />
        <CheckInLinks />
      </Stack>
    </Container>
  );
}

const checkInPageQuery = graphql`
  query CheckInPageQuery {
    viewer {
      joinedCommunity {
        __typename
      }
    }
    checkIn {
      ...CheckInSummary_checkIn
    }
  }
`;
