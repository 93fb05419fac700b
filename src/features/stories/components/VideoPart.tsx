import { Paper, Stack, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { VideoPart_part$key } from '../../../__generated__/VideoPart_part.graphql';

/** A chapter's video, in the browser's own player. */
export function VideoPart({ part }: { part: VideoPart_part$key }) {
  const data = useFragment(videoPartFragment, part);
  return (
    <Paper withBorder radius="lg" p="md" component="section" data-testid="story-video">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {data.title}
        </Title>
        <video
          controls
          preload="none"
          playsInline
          src={data.videoUrl}
          poster={data.posterUrl ?? undefined}
          aria-label={data.title}
          style={{ width: '100%', borderRadius: 8, background: '#000', aspectRatio: '16 / 9' }}
        />
      </Stack>
    </Paper>
  );
}

const videoPartFragment = graphql`
  fragment VideoPart_part on StoryVideoPart {
    title
    videoUrl
    posterUrl
  }
`;
