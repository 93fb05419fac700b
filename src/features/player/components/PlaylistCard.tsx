import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PlaylistCard_playlist$key } from '../../../__generated__/PlaylistCard_playlist.graphql';

/** One playlist of the list: its cover, title, a line of what it is and its video count. */
export function PlaylistCard({ playlist }: { playlist: PlaylistCard_playlist$key }) {
  const data = useFragment(playlistCardFragment, playlist);
  return (
    <Card
      component={Link}
      to={`/player/${data.playlistId}`}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="playlist-card"
    >
      {data.coverImageUrl && (
        <Card.Section>
          <Image src={data.coverImageUrl} alt="" h={160} fit="cover" />
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
          <FormattedMessage id="player.videoCount" values={{ count: data.videoCount }} />
        </Text>
      </Stack>
    </Card>
  );
}

const playlistCardFragment = graphql`
  fragment PlaylistCard_playlist on Playlist {
    playlistId
    title
    description
    coverImageUrl
    videoCount
  }
`;
