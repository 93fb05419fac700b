import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TopicsPageQuery } from '../../__generated__/TopicsPageQuery.graphql';
import { TopicCategoryLinks } from './components/TopicCategoryLinks';
import { TopicList } from './components/TopicList';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /topics. The route's loader has already started the query. */
export function TopicsPage() {
  return <TopicsView queryRef={usePageQueryRef<TopicsPageQuery>()} />;
}

export function TopicsView({ queryRef }: { queryRef: PreloadedQuery<TopicsPageQuery> }) {
  const { community } = usePreloadedQuery<TopicsPageQuery>(topicsPageQuery, queryRef);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="posts.topics.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="posts.topics.description" />
          </Text>
        </div>
        <TopicCategoryLinks community={community} />
        <TopicList community={community} />
      </Stack>
    </Container>
  );
}

const topicsPageQuery = graphql`
  query TopicsPageQuery {
    community {
      ...TopicCategoryLinks_community
      ...TopicList_community
    }
  }
`;
