import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StoryChapterPageQuery } from '../../__generated__/StoryChapterPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ChapterParts } from './components/ChapterParts';
import { LockedChapter } from './components/LockedChapter';

/** /stories/:storyId/chapters/:chapterId. The route's loader has already started the query. */
export function StoryChapterPage() {
  return <StoryChapterView queryRef={usePageQueryRef<StoryChapterPageQuery>()} />;
}

/** One chapter: its parts when the viewer may read it, else why it is locked and how to open it. */
export function StoryChapterView({
  queryRef,
}: {
  queryRef: PreloadedQuery<StoryChapterPageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<StoryChapterPageQuery>(storyChapterPageQuery, queryRef);
  const story = data.community.story;
  const chapter = story?.chapter;
  useNotFoundStatus(!chapter);
  usePageMetadata(
    chapter && story
      ? `${chapter.title} | ${story.title}`
      : intl.formatMessage({ id: 'stories.chapterNotFound' }),
    chapter?.summary,
  );
  if (!story || !chapter)
    return (
      <EmptyState
        title={<FormattedMessage id="stories.chapterNotFound" />}
        headingOrder={1}
        action={
          <Button
            component={Link}
            to={story ? `/stories/${story.storyId}` : '/stories'}
            variant="light"
            radius="xl"
          >
            {story ? (
              <FormattedMessage id="stories.backToStory" />
            ) : (
              <FormattedMessage id="stories.backToList" />
            )}
          </Button>
        }
      />
    );
  const content = chapter.content;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/stories/${story.storyId}`} size="sm" fw={600}>
          ← {story.title}
        </Anchor>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {chapter.title}
          </Title>
          <Text c="dimmed">{chapter.summary}</Text>
        </Stack>
        {content.unlocked && <ChapterParts content={content.unlocked} />}
        {content.locked && <LockedChapter error={content.locked} />}
      </Stack>
    </Container>
  );
}

const storyChapterPageQuery = graphql`
  query StoryChapterPageQuery($storyId: String!, $chapterId: String!) {
    community {
      story(storyId: $storyId) {
        storyId
        title
        chapter(chapterId: $chapterId) {
          title
          summary
          content {
            ...ChapterParts_content @alias(as: "unlocked")
            ...LockedChapter_error @alias(as: "locked")
          }
        }
      }
    }
  }
`;
