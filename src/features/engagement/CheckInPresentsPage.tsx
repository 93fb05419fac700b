import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CheckInPresentsPageQuery } from '../../__generated__/CheckInPresentsPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { PresentCard } from './components/PresentCard';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /check-in/presents. The route's loader has already started the query. */
export function CheckInPresentsPage() {
  return <CheckInPresentsView queryRef={usePageQueryRef<CheckInPresentsPageQuery>()} />;
}

export function CheckInPresentsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CheckInPresentsPageQuery>;
}) {
  const intl = useIntl();
  const { checkIn } = usePreloadedQuery<CheckInPresentsPageQuery>(
    checkInPresentsPageQuery,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'engagement.presents.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage
              id="engagement.presents.description"
              values={{ streak: checkIn.streak, total: checkIn.total }}
            />
          </Text>
        </div>
        {checkIn.presents.map((present) => (
          <PresentCard key={present.id} present={present} />
        ))}
      </Stack>
    </Container>
  );
}

const checkInPresentsPageQuery = graphql`
  query CheckInPresentsPageQuery {
    checkIn {
      streak
      total
      presents {
        id
        ...PresentCard_present
      }
    }
  }
`;
