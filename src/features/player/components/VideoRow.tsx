import { Box, Group, Image, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VideoRow_video$key } from '../../../__generated__/VideoRow_video.graphql';
import { formatDuration } from '../formatDuration';
import { MembersOnlyBadge } from './MembersOnlyBadge';

/** One video of a playlist: poster, number, title, length, members badge and how far the fan got. */
export function VideoRow({
  playlistId,
  video,
  current = false,
}: {
  playlistId: string;
  video: VideoRow_video$key;
  current?: boolean;
}) {
  const data = useFragment(videoRowFragment, video);
  const position = data.viewerPosition;
  const progress = position
    ? position.isFinished
      ? 100
      : Math.min(100, (position.seconds / Math.max(1, data.durationSeconds)) * 100)
    : 0;
  return (
    <UnstyledButton
      component={Link}
      to={`/player/${playlistId}/${data.videoId}`}
      aria-current={current ? 'page' : undefined}
      data-testid="video-row"
      p="xs"
      style={{
        display: 'block',
        borderRadius: 12,
        background: current ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box pos="relative" w={128} style={{ flexShrink: 0 }}>
          {data.posterUrl ? (
            <Image src={data.posterUrl} alt="" radius="md" h={72} w={128} fit="cover" />
          ) : (
            <Box h={72} w={128} bg="dark.6" style={{ borderRadius: 8 }} />
          )}
          <Text
            size="xs"
            fw={700}
            c="white"
            px={6}
            pos="absolute"
            bottom={4}
            right={4}
            style={{ background: 'rgba(0,0,0,.7)', borderRadius: 4 }}
          >
            {formatDuration(data.durationSeconds)}
          </Text>
          {progress > 0 && (
            <Progress
              value={progress}
              size={3}
              radius={0}
              pos="absolute"
              bottom={0}
              left={0}
              right={0}
              aria-hidden
            />
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={700} lineClamp={2}>
            {data.number}. {data.title}
          </Text>
          <Group gap={6}>
            {data.isMembersOnly && <MembersOnlyBadge size="xs" />}
            {position?.isFinished && (
              <Text size="xs" c="dimmed">
                <FormattedMessage id="player.watched" />
              </Text>
            )}
            {position && !position.isFinished && (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="player.stoppedAt"
                  values={{ time: formatDuration(position.seconds) }}
                />
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

const videoRowFragment = graphql`
  fragment VideoRow_video on Video {
    videoId
    number
    title
    durationSeconds
    posterUrl
    isMembersOnly
    viewerPosition {
      seconds
      isFinished
    }
  }
`;
