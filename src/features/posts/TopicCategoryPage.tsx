import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicCategoryPageQuery } from '../../__generated__/TopicCategoryPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { EmptyState } from '../shell/EmptyState';
import { TopicCategoryTopics } from './components/TopicCategoryTopics';

/** /topic-categories/:topicCategoryId. The route's loader has already started the query. */
export function TopicCategoryPage() {
  return <TopicCategoryView queryRef={usePageQueryRef<TopicCategoryPageQuery>()} />;
}

/** A topic category: its name and its topics. */
export function TopicCategoryView({
  queryRef,
}: {
  queryRef: PreloadedQuery<TopicCategoryPageQuery>;
}) {
  const { node } = usePreloadedQuery<TopicCategoryPageQuery>(topicCategoryPageQuery, queryRef);
  const category = node?.topicCategory;
  useNotFoundStatus(!category);
  if (!category) {
    return (
      <Container size="sm" py="md">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="posts.topicCategory.notFound" />}
        />
      </Container>
    );
  }
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/topics" size="sm">
          <FormattedMessage id="posts.topic.back" />
        </Anchor>
        <div>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="posts.topicCategory.kicker" />
          </Text>
          <Title order={1} size="h2">
            {category.name}
          </Title>
        </div>
        <TopicCategoryTopics topicCategory={category} />
      </Stack>
    </Container>
  );
}

const topicCategoryPageQuery = graphql`
  query TopicCategoryPageQuery($topicCategoryId: ID!) {
    node(id: $topicCategoryId) {
      ... on TopicCategory @alias(as: "topicCategory") {
        name
        ...TopicCategoryTopics_topicCategory
      }
    }
  }
`;
