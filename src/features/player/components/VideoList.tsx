import { Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { VideoList_playlist$key } from '../../../__generated__/VideoList_playlist.graphql';
import { VIDEOS_PAGE_SIZE } from '../playerPageSize';
import { VideoRow } from './VideoRow';

/** A playlist's videos in order; the one playing (if any) is marked. */
export function VideoList({
  playlist,
  currentVideoId,
}: {
  playlist: VideoList_playlist$key;
  currentVideoId?: string;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    videoListFragment,
    playlist,
  );
  return (
    <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.videos.edges.map(({ node }) => (
        <li key={node.id}>
          <VideoRow
            playlistId={data.playlistId}
            video={node}
            current={node.videoId === currentVideoId}
          />
        </li>
      ))}
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(VIDEOS_PAGE_SIZE)}>
          <FormattedMessage id="player.more" />
        </Button>
      )}
    </Stack>
  );
}

const videoListFragment = graphql`
  fragment VideoList_playlist on Playlist
  @refetchable(queryName: "VideoListPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    playlistId
    videos(first: $count, after: $cursor) @connection(key: "VideoList_videos") {
      edges {
        node {
          id
          videoId
          ...VideoRow_video
        }
      }
    }
  }
`;
