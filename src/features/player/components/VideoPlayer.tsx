import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VideoPlayer_video$key } from '../../../__generated__/VideoPlayer_video.graphql';
import { useSaveVideoPosition } from '../useSaveVideoPositionMutation';
import { attachSource } from './attachSource';

/** Saved positions this close to the start are not worth resuming from. */
const RESUME_FROM_SECONDS = 2;

/**
 * The player of one video: resumes where the fan stopped, saves the position while playing
 * (about every 10 s, and on pause, end and leave) when `savesPosition`, and calls `onEnded`.
 */
export function VideoPlayer({
  video,
  savesPosition,
  onEnded,
}: {
  video: VideoPlayer_video$key;
  savesPosition: boolean;
  onEnded?: () => void;
}) {
  const data = useFragment(videoPlayerFragment, video);
  const element = useRef<HTMLVideoElement>(null);
  const save = useSaveVideoPosition(data.id, data.durationSeconds);
  const source = data.source.url && data.source.format ? data.source : null;
  // Read once per video: the store's position changes as we save, the resume point must not.
  const resumeAt = useRef<number | null>(null);
  resumeAt.current ??=
    data.viewerPosition && !data.viewerPosition.isFinished ? data.viewerPosition.seconds : 0;

  useEffect(() => {
    const media = element.current;
    if (!media || !source?.url || !source.format) return;
    return attachSource(media, { url: source.url, format: source.format });
  }, [source?.url, source?.format]);

  useEffect(() => {
    const media = element.current;
    if (!media || !savesPosition) return;
    const leave = () => {
      if (media.currentTime > 0) save(media.currentTime, true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [save, savesPosition]);

  return (
    <Box
      pos="relative"
      w="100%"
      style={{ aspectRatio: '16 / 9', background: '#000', borderRadius: 12, overflow: 'hidden' }}
    >
      <video
        ref={element}
        data-testid="video-player"
        controls
        playsInline
        preload="metadata"
        poster={data.posterUrl ?? undefined}
        aria-label={data.title}
        style={{ width: '100%', height: '100%', display: 'block' }}
        onLoadedMetadata={(event) => {
          const at = resumeAt.current ?? 0;
          if (at >= RESUME_FROM_SECONDS) event.currentTarget.currentTime = at;
        }}
        onTimeUpdate={(event) => {
          if (savesPosition && !event.currentTarget.paused) save(event.currentTarget.currentTime);
        }}
        onPause={(event) => {
          if (savesPosition && !event.currentTarget.ended)
            save(event.currentTarget.currentTime, true);
        }}
        onEnded={() => {
          if (savesPosition) save(data.durationSeconds, true);
          onEnded?.();
        }}
      />
    </Box>
  );
}

const videoPlayerFragment = graphql`
  fragment VideoPlayer_video on Video {
    id
    title
    durationSeconds
    posterUrl
    viewerPosition {
      seconds
      isFinished
    }
    source {
      ... on VideoSource {
        url
        format
      }
    }
  }
`;
