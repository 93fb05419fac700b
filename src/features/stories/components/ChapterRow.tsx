import { Card, Group, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChapterRow_chapter$key } from '../../../__generated__/ChapterRow_chapter.graphql';
import { UnlockBadge } from './UnlockBadge';

/** One chapter of the table of contents: its title, summary and whether it can be read. */
export function ChapterRow({
  storyId,
  chapter,
}: {
  storyId: string;
  chapter: ChapterRow_chapter$key;
}) {
  const data = useFragment(chapterRowFragment, chapter);
  return (
    <Card
      component={Link}
      to={`/stories/${storyId}/chapters/${data.chapterId}`}
      withBorder
      radius="md"
      padding="md"
      data-testid="chapter-row"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{data.title}</Text>
          <UnlockBadge chapter={data} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {data.summary}
        </Text>
      </Stack>
    </Card>
  );
}

const chapterRowFragment = graphql`
  fragment ChapterRow_chapter on StoryChapter {
    chapterId
    title
    summary
    ...UnlockBadge_chapter
  }
`;
