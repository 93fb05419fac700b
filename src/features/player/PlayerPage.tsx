import { Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { PlayerPageQuery } from '../../__generated__/PlayerPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { LockedVideo } from './components/LockedVideo';
import { MembersOnlyBadge } from './components/MembersOnlyBadge';
import { VideoList } from './components/VideoList';
import { VideoPlayer } from './components/VideoPlayer';
import classes from './PlayerPage.module.css';

/** /player/:playlistId/:videoId. The route's loader has already started the query. */
export function PlayerPage() {
  return <PlayerView queryRef={usePageQueryRef<PlayerPageQuery>()} />;
}

/**
 * One video: the player (or, for a members-only video the viewer may not play, why and how to
 * join), its description and "next up"; the playlist beside it on wide screens, below on phones.
 */
export function PlayerView({ queryRef }: { queryRef: PreloadedQuery<PlayerPageQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = usePreloadedQuery<PlayerPageQuery>(playerPageQuery, queryRef);
  const playlist = data.community.playlist;
  const video = playlist?.video;
  useNotFoundStatus(!video);
  usePageMetadata(
    video && playlist
      ? `${video.title} | ${playlist.title}`
      : intl.formatMessage({ id: 'player.videoNotFound' }),
    video?.description,
  );
  if (!playlist || !video)
    return (
      <EmptyState
        title={<FormattedMessage id="player.videoNotFound" />}
        headingOrder={1}
        action={
          <Button
            component={Link}
            to={playlist ? `/player/${playlist.playlistId}` : '/player'}
            variant="light"
            radius="xl"
          >
            <FormattedMessage id="player.backToList" />
          </Button>
        }
      />
    );
  const next = video.nextVideo;
  const nextPath = next ? `/player/${playlist.playlistId}/${next.videoId}` : null;
  return (
    <Container size="xl" py={{ base: 0, sm: 'md' }} px={{ base: 0, sm: 'md' }}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <div className={classes.stage}>
              {video.source.locked ? (
                <LockedVideo error={video.source.locked} posterUrl={video.posterUrl ?? null} />
              ) : (
                <VideoPlayer
                  key={video.id}
                  video={video}
                  savesPosition={data.viewer.joinedCommunity !== null}
                  onEnded={nextPath ? () => navigate(nextPath) : undefined}
                />
              )}
            </div>
            <Stack gap={6} px={{ base: 'md', sm: 0 }}>
              <Anchor component={Link} to={`/player/${playlist.playlistId}`} size="sm" fw={600}>
                {playlist.title}
              </Anchor>
              <Group gap="xs" align="center">
                <Title order={1} size="h3">
                  {video.title}
                </Title>
                {video.isMembersOnly && <MembersOnlyBadge />}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {video.description}
              </Text>
              {next && nextPath && (
                <Text size="sm" c="dimmed" data-testid="next-up">
                  <FormattedMessage id="player.nextUp" />{' '}
                  <Anchor component={Link} to={nextPath} fw={600}>
                    {next.title}
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack
            gap="xs"
            px={{ base: 'xs', sm: 0 }}
            component="aside"
            aria-labelledby="playlist-heading"
          >
            <Title order={2} size="h5" id="playlist-heading" px="xs">
              <FormattedMessage
                id="player.inThisPlaylist"
                values={{ count: playlist.videoCount }}
              />
            </Title>
            <VideoList playlist={playlist} currentVideoId={video.videoId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

const playerPageQuery = graphql`
  query PlayerPageQuery($playlistId: String!, $videoId: String!, $count: Int!) {
    viewer {
      joinedCommunity {
        __typename
      }
    }
    community {
      playlist(playlistId: $playlistId) {
        playlistId
        title
        videoCount
        video(videoId: $videoId) {
          id
          videoId
          title
          description
          posterUrl
          isMembersOnly
          nextVideo {
            videoId
            title
          }
          source {
            ...LockedVideo_error @alias(as: "locked")
          }
          ...VideoPlayer_video
        }
        ...VideoList_playlist @arguments(count: $count)
      }
    }
  }
`;
