import { Anchor, Button, Container, Divider, Stack, Title, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PostPageQuery } from '../../__generated__/PostPageQuery.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { CommentComposer } from './components/CommentComposer';
import { CommentList } from './components/CommentList';
import { PostCard } from './components/PostCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /posts/:postId. The route's loader has already started the query. */
export function PostPage() {
  return <PostView queryRef={usePageQueryRef<PostPageQuery>()} />;
}

/**
 * One post with its comments. A post the viewer cannot read (deleted, another garden's,
 * or members-only for a visitor) reads as missing, with a way in for visitors.
 */
export function PostView({ queryRef }: { queryRef: PreloadedQuery<PostPageQuery> }) {
  const { node, viewer } = usePreloadedQuery<PostPageQuery>(postPageQuery, queryRef);
  const post = node?.post;
  const requireMember = useRequireMember();
  const isMember = viewer.joinedCommunity != null;

  useNotFoundStatus(!post);
  if (!post) {
    return (
      <Container size="sm" py="md">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="posts.post.notFound" />}
          description={
            isMember ? (
              <FormattedMessage id="posts.post.notFoundHint" />
            ) : (
              <FormattedMessage id="posts.post.joinHint" />
            )
          }
          action={
            isMember ? (
              <Button component={Link} to="/timeline" variant="light">
                <FormattedMessage id="posts.post.backToTimeline" />
              </Button>
            ) : (
              <Button onClick={() => requireMember()}>
                <FormattedMessage id="posts.post.join" />
              </Button>
            )
          }
        />
      </Container>
    );
  }

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/timeline" size="sm">
          <FormattedMessage id="posts.post.backToTimeline" />
        </Anchor>
        {/* The card shows who wrote it; the heading is for screen readers' page outline. */}
        <VisuallyHidden component="h1">
          <FormattedMessage id="posts.post.title" />
        </VisuallyHidden>
        <PostCard post={post} standalone />
        <Divider />
        <Title order={2} size="h4">
          <FormattedMessage id="posts.comments.title" />
        </Title>
        <CommentList post={post} />
        <CommentComposer postId={post.id} />
      </Stack>
    </Container>
  );
}

const postPageQuery = graphql`
  query PostPageQuery($postId: ID!) {
    node(id: $postId) {
      ... on Post @alias(as: "post") {
        id
        ...PostCard_post
        ...CommentList_post
      }
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
