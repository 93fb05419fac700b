import { Anchor, Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StoryPageQuery } from '../../__generated__/StoryPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ChapterList } from './components/ChapterList';

/** /stories/:storyId. The route's loader has already started the query. */
export function StoryPage() {
  return <StoryView queryRef={usePageQueryRef<StoryPageQuery>()} />;
}

/** One story: its cover, what it is about and its chapters, each open or saying why not. */
export function StoryView({ queryRef }: { queryRef: PreloadedQuery<StoryPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<StoryPageQuery>(storyPageQuery, queryRef);
  const story = data.community.story;
  useNotFoundStatus(!story);
  usePageMetadata(
    story?.title ?? intl.formatMessage({ id: 'stories.notFound' }),
    story?.description,
  );
  if (!story)
    return (
      <EmptyState
        title={<FormattedMessage id="stories.notFound" />}
        headingOrder={1}
        action={
          <Button component={Link} to="/stories" variant="light" radius="xl">
            <FormattedMessage id="stories.backToList" />
          </Button>
        }
      />
    );
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/stories" size="sm" fw={600}>
          ← <FormattedMessage id="stories.backToList" />
        </Anchor>
        {story.coverImageUrl && (
          <Image src={story.coverImageUrl} alt="" radius="lg" h={180} fit="cover" />
        )}
        <Title order={1} size="h2">
          {story.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{story.description}</Text>
        <Title order={2} size="h4">
          <FormattedMessage id="stories.chapters" />
        </Title>
        <ChapterList story={story} />
      </Stack>
    </Container>
  );
}

const storyPageQuery = graphql`
  query StoryPageQuery($storyId: String!, $count: Int!) {
    community {
      story(storyId: $storyId) {
        title
        description
        coverImageUrl
        ...ChapterList_story @arguments(count: $count)
      }
    }
  }
`;
