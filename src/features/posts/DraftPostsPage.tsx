import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DraftPostsPageQuery } from '../../__generated__/DraftPostsPageQuery.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { usePageQueryRef } from '../../routing/routeQueries';
import { DraftList, DRAFTS_CONNECTION_KEY } from './components/DraftList';
import { PostComposer } from './components/PostComposer';

/** /draft-posts. The route's loader has already started the query. */
export function DraftPostsPage() {
  return <DraftPostsView queryRef={usePageQueryRef<DraftPostsPageQuery>()} />;
}

/**
 * The fan's own drafts, newest first, with the box to start another. A visitor (or a fan
 * who has not joined) has no drafts: they are asked to join.
 */
export function DraftPostsView({ queryRef }: { queryRef: PreloadedQuery<DraftPostsPageQuery> }) {
  const { community, viewer } = usePreloadedQuery<DraftPostsPageQuery>(
    draftPostsPageQuery,
    queryRef,
  );
  const requireMember = useRequireMember();
  const drafts = [ConnectionHandler.getConnectionID(community.id, DRAFTS_CONNECTION_KEY)];
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="posts.drafts.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="posts.drafts.description" />
          </Text>
        </div>
        {viewer.joinedCommunity ? (
          <>
            <PostComposer connections={[]} draftConnections={drafts} />
            <DraftList community={community} />
          </>
        ) : (
          <EmptyState
            title={<FormattedMessage id="posts.drafts.membersOnly" />}
            description={<FormattedMessage id="posts.drafts.membersOnlyHint" />}
            action={
              <Button onClick={() => requireMember()}>
                <FormattedMessage id="posts.post.join" />
              </Button>
            }
          />
        )}
      </Stack>
    </Container>
  );
}

const draftPostsPageQuery = graphql`
  query DraftPostsPageQuery {
    community {
      id
      ...DraftList_community
    }
    viewer {
      # The same selection as requireMember()'s, so the store answers it without a request.
      # eslint-disable-next-line relay/unused-fields
      isSignedIn
      joinedCommunity {
        id
      }
    }
  }
`;
