import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StoryCard_story$key } from '../../../__generated__/StoryCard_story.graphql';

/** One story of the list: its cover, title, a line of what it is and its chapter count. */
export function StoryCard({ story }: { story: StoryCard_story$key }) {
  const data = useFragment(storyCardFragment, story);
  return (
    <Card
      component={Link}
      to={`/stories/${data.storyId}`}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="story-card"
    >
      {data.coverImageUrl && (
        <Card.Section>
          <Image src={data.coverImageUrl} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={data.coverImageUrl ? 'md' : 0}>
        <Title order={2} size="h4">
          {data.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {data.description}
        </Text>
        <Text size="sm" fw={600}>
          <FormattedMessage id="stories.chapterCount" values={{ count: data.chapterCount }} />
        </Text>
      </Stack>
    </Card>
  );
}

const storyCardFragment = graphql`
  fragment StoryCard_story on Story {
    storyId
    title
    description
    coverImageUrl
    chapterCount
  }
`;
