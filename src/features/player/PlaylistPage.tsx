import { Anchor, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PlaylistPageQuery } from '../../__generated__/PlaylistPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { VideoList } from './components/VideoList';
import { formatDuration } from './formatDuration';

/** /player/:playlistId. The route's loader has already started the query. */
export function PlaylistPage() {
  return <PlaylistView queryRef={usePageQueryRef<PlaylistPageQuery>()} />;
}

/** One playlist: its cover and description, "continue watching", and its videos in order. */
export function PlaylistView({ queryRef }: { queryRef: PreloadedQuery<PlaylistPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<PlaylistPageQuery>(playlistPageQuery, queryRef);
  const playlist = data.community.playlist;
  useNotFoundStatus(!playlist);
  usePageMetadata(
    playlist?.title ?? intl.formatMessage({ id: 'player.playlistNotFound' }),
    playlist?.description,
  );
  if (!playlist)
    return (
      <EmptyState
        title={<FormattedMessage id="player.playlistNotFound" />}
        headingOrder={1}
        action={
          <Button component={Link} to="/player" variant="light" radius="xl">
            <FormattedMessage id="player.backToList" />
          </Button>
        }
      />
    );
  const resume = playlist.viewerContinueVideo;
  const first = playlist.firstVideo.edges[0]?.node;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/player" size="sm" fw={600}>
          ← <FormattedMessage id="player.backToList" />
        </Anchor>
        {playlist.coverImageUrl && (
          <Image src={playlist.coverImageUrl} alt="" radius="lg" h={200} fit="cover" />
        )}
        <Title order={1} size="h2">
          {playlist.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{playlist.description}</Text>
        <Group gap="sm">
          {resume ? (
            <Button
              component={Link}
              to={`/player/${playlist.playlistId}/${resume.videoId}`}
              radius="xl"
              data-testid="continue-watching"
            >
              <FormattedMessage
                id="player.continue"
                values={{
                  title: resume.title,
                  time: formatDuration(resume.viewerPosition?.seconds ?? 0),
                }}
              />
            </Button>
          ) : (
            first && (
              <Button
                component={Link}
                to={`/player/${playlist.playlistId}/${first.videoId}`}
                radius="xl"
              >
                <FormattedMessage id="player.playFromStart" />
              </Button>
            )
          )}
          <Text size="sm" c="dimmed">
            <FormattedMessage id="player.videoCount" values={{ count: playlist.videoCount }} />
          </Text>
        </Group>
        <VideoList playlist={playlist} />
      </Stack>
    </Container>
  );
}

const playlistPageQuery = graphql`
  query PlaylistPageQuery($playlistId: String!, $count: Int!) {
    community {
      playlist(playlistId: $playlistId) {
        playlistId
        title
        description
        coverImageUrl
        videoCount
        viewerContinueVideo {
          videoId
          title
          viewerPosition {
            seconds
          }
        }
        firstVideo: videos(first: 1) {
          edges {
            node {
              videoId
            }
          }
        }
        ...VideoList_playlist @arguments(count: $count)
      }
    }
  }
`;
