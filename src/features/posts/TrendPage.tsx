import { Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TrendPageQuery } from '../../__generated__/TrendPageQuery.graphql';
import { FeedHeader } from './components/FeedHeader';
import { TrendList } from './components/TrendList';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /trend. The route's loader has already started the query. */
export function TrendPage() {
  return <TrendView queryRef={usePageQueryRef<TrendPageQuery>()} />;
}

/** What the garden is talking about this week. */
export function TrendView({ queryRef }: { queryRef: PreloadedQuery<TrendPageQuery> }) {
  const { community } = usePreloadedQuery<TrendPageQuery>(trendPageQuery, queryRef);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <FeedHeader
          title={<FormattedMessage id="posts.trend.title" />}
          description={<FormattedMessage id="posts.trend.description" />}
        />
        <TrendList community={community} />
      </Stack>
    </Container>
  );
}

const trendPageQuery = graphql`
  query TrendPageQuery {
    community {
      ...TrendList_community
    }
  }
`;
