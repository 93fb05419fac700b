import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CheckInStoresPageQuery } from '../../__generated__/CheckInStoresPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { StoreItemCard } from './components/StoreItemCard';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /check-in/stores. The route's loader has already started the query. */
export function CheckInStoresPage() {
  return <CheckInStoresView queryRef={usePageQueryRef<CheckInStoresPageQuery>()} />;
}

export function CheckInStoresView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CheckInStoresPageQuery>;
}) {
  const intl = useIntl();
  const { checkIn } = usePreloadedQuery<CheckInStoresPageQuery>(checkInStoresPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'engagement.stores.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper radius="lg" shadow="xs" p="md">
          <Group justify="space-between">
            <Text fw={600}>
              <FormattedMessage id="engagement.checkIn.points" />
            </Text>
            <Text fw={800} fz={28} c="crimson" data-testid="store-points">
              {checkIn.points}
            </Text>
          </Group>
        </Paper>
        {checkIn.storeItems.map((item) => (
          <StoreItemCard key={item.id} item={item} points={checkIn.points} />
        ))}
      </Stack>
    </Container>
  );
}

const checkInStoresPageQuery = graphql`
  query CheckInStoresPageQuery {
    checkIn {
      points
      storeItems {
        id
        ...StoreItemCard_item
      }
    }
  }
`;
