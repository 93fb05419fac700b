import { Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomeTimelinePageQuery } from '../../__generated__/HomeTimelinePageQuery.graphql';
import { FeedHeader } from './components/FeedHeader';
import { NewPostsBanner } from './components/NewPostsBanner';
import { PostComposer } from './components/PostComposer';
import { HomeTimeline, HOME_TIMELINE_CONNECTION_KEY } from './components/HomeTimeline';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /home-timeline. The route's loader has already started the query. */
export function HomeTimelinePage() {
  return <HomeTimelineView queryRef={usePageQueryRef<HomeTimelinePageQuery>()} />;
}

/** The fan's own feed: the fans they follow, themselves and the official account. */
export function HomeTimelineView({
  queryRef,
}: {
  queryRef: PreloadedQuery<HomeTimelinePageQuery>;
}) {
  const { community } = usePreloadedQuery<HomeTimelinePageQuery>(homeTimelinePageQuery, queryRef);
  const connections = [
    ConnectionHandler.getConnectionID(community.id, HOME_TIMELINE_CONNECTION_KEY),
  ];
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <FeedHeader
          title={<FormattedMessage id="posts.homeTimeline.title" />}
          description={
            <FormattedMessage
              id="posts.homeTimeline.description"
              values={{ communityName: community.name }}
            />
          }
        />
        <PostComposer connections={connections} />
        <NewPostsBanner connectionIds={connections} />
        <HomeTimeline community={community} />
      </Stack>
    </Container>
  );
}

const homeTimelinePageQuery = graphql`
  query HomeTimelinePageQuery {
    community {
      id
      name
      ...HomeTimeline_community
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
