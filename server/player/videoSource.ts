// A video's source for the viewer, or a VideoLockedError: the only place a source leaves the
// server. A shipped clip or an uploaded file is answered with the media route's address,
// which checks again.
import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import { clipNameOf, clipOf } from './clips';
import { videoUploads, type VideoRow } from './tables';
import { uploadFileName, uploadIdOfSource } from './videoUploads';
import { VIDEO_PERK, videoAccessOf } from './videoAccess';

export const VIDEO_MEDIA_PREFIX = '/video-media/';

/** Where the garden serves a file of a video's shipped clip. */
export function videoMediaUrl(tenantId: string, videoId: number, file: string): string {
  return `${VIDEO_MEDIA_PREFIX}${tenantId}/${videoId}/${file}`;
}

export async function videoSourceOf(context: GraphQLContext, video: VideoRow) {
  const viewer = await context.loaders.community.viewerUser();
  const access = await videoAccessOf(context, viewer?.id ?? null, video);
  if (access !== 'open')
    return {
      __typename: 'VideoLockedError' as const,
      message: context.t(
        access === 'sign-in'
          ? 'errors.player.signInToWatch'
          : 'errors.membership.required.MEMBERS_ONLY_VIDEOS',
      ),
      perk: VIDEO_PERK,
      requiresSignIn: access === 'sign-in',
    };
  const uploadId = uploadIdOfSource(video.source);
  if (uploadId !== null) {
    // An operator's uploaded file, served (and checked again) by the media route.
    const [upload] = await context.db.select(videoUploads, eq(videoUploads.id, uploadId)).limit(1);
    if (upload)
      return {
        __typename: 'VideoSource' as const,
        url: videoMediaUrl(context.tenantId, video.id, uploadFileName(upload)),
        format: 'MP4' as const,
      };
  }
  const clip = clipOf(video.source);
  if (clip && clipNameOf(video.source))
    return {
      __typename: 'VideoSource' as const,
      url: videoMediaUrl(context.tenantId, video.id, clip.entry),
      format: clip.format,
    };
  return {
    __typename: 'VideoSource' as const,
    url: video.source,
    format: video.source.split('?')[0].endsWith('.m3u8') ? ('HLS' as const) : ('MP4' as const),
  };
}
