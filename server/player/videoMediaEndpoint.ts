// GET /video-media/<tenant>/<video id>/<file>: the files of a video's shipped clip (an HLS
// playlist and its segments, or an MP4) or its uploaded file (an operator's MP4 or WebM,
// streamed from the media storage), as a Yoga plugin beside /media. Each request asks
// videoAccess.ts again, so a members-only file answers only a member of that garden (by
// bearer token or session cookie): guessing the path is not enough. MP4s answer Range
// requests (206) so browsers can seek.
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { readSessionCookie } from '../access/sessionCookie';
import type { AuthIdentity, IdTokenVerifier } from '../auth/idTokenVerifier';
import { users } from '../community/tables';
import type { Database } from '../db/database';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import type { MediaStorage } from '../storage/mediaStorage';
import { findCommunity } from '../seo/tenantCommunity';
import { perkReaderOf } from '../subscriptions/perks';
import { clipNameOf, clipOf, readClipFile } from './clips';
import { videos, videoUploads, type VideoRow } from './tables';
import { isUploadSource, uploadFileName, uploadIdOfSource } from './videoUploads';
import { videoAccessOf } from './videoAccess';
import { VIDEO_MEDIA_PREFIX } from './videoSource';

const MEDIA_PATH = /^\/video-media\/([a-z0-9-]{1,63})\/(\d{1,9})\/([a-z0-9]{1,32}\.[a-z0-9]{2,4})$/;

export function isVideoMediaPath(path: string): boolean {
  return path.startsWith(VIDEO_MEDIA_PREFIX);
}

const plain = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** The byte range asked for, 'all' without one, or null when it cannot be served. */
function rangeOf(
  header: string | null,
  size: number,
): { start: number; end: number } | 'all' | null {
  if (!header) return 'all';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? null : { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? null : { start, end };
}

/** The file a video plays: its shipped clip's, or its upload's in the media storage. */
interface VideoFile {
  size: number;
  contentType: string;
  bytes(start: number, end: number): Promise<Uint8Array | ReadableStream<Uint8Array>>;
}

export function useVideoMedia(options: {
  db: Database;
  verifier: IdTokenVerifier;
  storage: MediaStorage;
}): Plugin {
  const { db, verifier, storage } = options;

  const fileOf = async (
    scope: TenantScope,
    video: VideoRow,
    file: string,
  ): Promise<VideoFile | null> => {
    const uploadId = uploadIdOfSource(video.source);
    if (uploadId !== null) {
      const [upload] = await scope.select(videoUploads, eq(videoUploads.id, uploadId)).limit(1);
      if (!upload || file !== uploadFileName(upload)) return null;
      const stored = await storage.stat(upload.storageKey);
      if (!stored) return null;
      return {
        size: stored.size,
        contentType: upload.contentType,
        bytes: (start, end) => storage.readRange(upload.storageKey, start, end),
      };
    }
    const clip = clipOf(video.source);
    const clipName = clipNameOf(video.source);
    const media = clip && clipName ? await readClipFile(clip, clipName, file) : null;
    if (!media) return null;
    return {
      size: media.body.byteLength,
      contentType: media.contentType,
      bytes: async (start, end) => new Uint8Array(media.body.subarray(start, end + 1)),
    };
  };

  const viewerOf = async (request: Request): Promise<AuthIdentity | null> => {
    const check = await verifier.check(request.headers.get('authorization'));
    if ('identity' in check && check.identity) return check.identity;
    return verifier.identifySession(readSessionCookie(request.headers.get('cookie') ?? ''));
  };

  const serve = async (request: Request, pathname: string): Promise<Response> => {
    const match = MEDIA_PATH.exec(pathname);
    if (!match || !(await findCommunity(db, match[1]))) return plain(404, 'Not found');
    const [, tenantId, videoId, file] = match;
    const scope = tenantScope(db, tenantId);
    const [video] = await scope.select(videos, eq(videos.id, Number(videoId)));
    const served = video && (isUploadSource(video.source) || clipNameOf(video.source));
    if (!video || !served) return plain(404, 'Not found');
    let viewerId: number | null = null;
    if (video.membersOnly) {
      const identity = await viewerOf(request);
      const [member] = identity
        ? await scope
            .selectFields({ id: users.id }, users, eq(users.authUid, identity.uid))
            .limit(1)
        : [];
      viewerId = member?.id ?? null;
    }
    if ((await videoAccessOf(perkReaderOf(scope), viewerId, video)) !== 'open')
      return plain(403, 'Members only', { vary: 'cookie, authorization' });
    const media = await fileOf(scope, video, file);
    if (!media) return plain(404, 'Not found');
    const size = media.size;
    const range = rangeOf(request.headers.get('range'), size);
    if (!range) return plain(416, 'Range not satisfiable', { 'content-range': `bytes */${size}` });
    const headers: Record<string, string> = {
      'content-type': media.contentType,
      'accept-ranges': 'bytes',
      // Open videos are the same for everyone; members-only files stay in the member's cache.
      'cache-control': video.membersOnly ? 'private, max-age=3600' : 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    };
    if (video.membersOnly) headers.vary = 'cookie, authorization';
    const [start, end] = range === 'all' ? [0, size - 1] : [range.start, range.end];
    headers['content-length'] = String(end - start + 1);
    if (range !== 'all') headers['content-range'] = `bytes ${start}-${end}/${size}`;
    const body =
      request.method === 'HEAD' || size === 0
        ? null
        : ((await media.bytes(start, end)) as BodyInit);
    return new Response(body, { status: range === 'all' ? 200 : 206, headers });
  };

  return {
    async onRequest({ request, url, endResponse }) {
      if (!isVideoMediaPath(url.pathname)) return;
      endResponse(
        request.method === 'GET' || request.method === 'HEAD'
          ? await serve(request, url.pathname)
          : new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }),
      );
    },
  };
}
