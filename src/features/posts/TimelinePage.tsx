import { Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TimelinePageQuery } from '../../__generated__/TimelinePageQuery.graphql';
import { FeedHeader } from './components/FeedHeader';
import { NewPostsBanner } from './components/NewPostsBanner';
import { PostComposer } from './components/PostComposer';
import { Timeline, TIMELINE_CONNECTION_KEY } from './components/Timeline';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /timeline. The route's loader has already started the query. */
export function TimelinePage() {
  return <TimelineView queryRef={usePageQueryRef<TimelinePageQuery>()} />;
}

/** The whole garden's posts, newest first, with the box to write one on top. */
export function TimelineView({ queryRef }: { queryRef: PreloadedQuery<TimelinePageQuery> }) {
  const { community } = usePreloadedQuery<TimelinePageQuery>(timelinePageQuery, queryRef);
  const connections = [ConnectionHandler.getConnectionID(community.id, TIMELINE_CONNECTION_KEY)];
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <FeedHeader
          title={<FormattedMessage id="posts.timeline.title" />}
          description={
            <FormattedMessage
              id="posts.timeline.description"
              values={{ communityName: community.name }}
            />
          }
        />
        <PostComposer connections={connections} />
        <NewPostsBanner connectionIds={connections} />
        <Timeline community={community} />
      </Stack>
    </Container>
  );
}

const timelinePageQuery = graphql`
  query TimelinePageQuery {
    community {
      id
      name
      ...Timeline_community
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
