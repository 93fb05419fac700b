import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicPageQuery } from '../../__generated__/TopicPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { PostCard } from './components/PostCard';
import { PostComposer } from './components/PostComposer';
import { TopicPosts, TOPIC_POSTS_CONNECTION_KEY } from './components/TopicPosts';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /topics/:topicId. The route's loader has already started the query. */
export function TopicPage() {
  return <TopicView queryRef={usePageQueryRef<TopicPageQuery>()} />;
}

/** A topic: what it is about, the official posts pinned on top, then fans' posts. */
export function TopicView({ queryRef }: { queryRef: PreloadedQuery<TopicPageQuery> }) {
  const { node } = usePreloadedQuery<TopicPageQuery>(topicPageQuery, queryRef);
  const topic = node?.topic;
  useNotFoundStatus(!topic);
  if (!topic) {
    return (
      <Container size="sm" py="md">
        <EmptyState headingOrder={1} title={<FormattedMessage id="posts.topic.notFound" />} />
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
          {topic.category && (
            <Anchor
              component={Link}
              to={`/topic-categories/${encodeURIComponent(topic.category.id)}`}
              size="xs"
              c="dimmed"
            >
              {topic.category.name}
            </Anchor>
          )}
          <Title order={1} size="h2">
            # {topic.name}
          </Title>
          <Text c="dimmed" size="sm">
            {topic.description}
          </Text>
        </div>
        {topic.pinnedPosts.length > 0 && (
          <Stack gap="sm">
            <Title order={2} size="h5" c="dimmed">
              <FormattedMessage id="posts.topic.pinned" />
            </Title>
            {topic.pinnedPosts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Stack>
        )}
        <PostComposer
          topicId={topic.id}
          connections={[ConnectionHandler.getConnectionID(topic.id, TOPIC_POSTS_CONNECTION_KEY)]}
        />
        <TopicPosts topic={topic} />
      </Stack>
    </Container>
  );
}

const topicPageQuery = graphql`
  query TopicPageQuery($topicId: ID!) {
    node(id: $topicId) {
      ... on Topic @alias(as: "topic") {
        id
        name
        description
        category {
          id
          name
        }
        pinnedPosts {
          id
          ...PostCard_post
        }
        ...TopicPosts_topic
      }
    }
    viewer {
      # The same selection as requireMember()'s, so the store answers it without a request.
      # eslint-disable-next-line relay/unused-fields
      isSignedIn
      # eslint-disable-next-line relay/unused-fields
      joinedCommunity {
        # eslint-disable-next-line relay/unused-fields
        id
      }
    }
  }
`;
