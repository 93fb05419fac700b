// Operators' own video files: POST /uploads/video takes an MP4 or WebM as the raw request
// body (streamed to a temporary file within the size cap, its type read from its first
// bytes, then streamed to the media storage) and answers the source `upload:<id>` that
// addVideo/updateVideo accept. A file no video uses any more is queued for deletion in the
// transaction that stopped using it; one never used is deleted a day on (storedFileSweeper).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { VIDEO_UPLOAD_PATH } from '../../common/apiPaths';
import { MAX_VIDEO_UPLOAD_BYTES } from '../../common/limits';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
import { OPERATOR_ROLES } from '../community/roles';
import type { Database } from '../db/database';
import type { TenantScope } from '../db/tenantScope';
import { admitUploader } from '../storage/mediaEndpoints';
import type { MediaStorage } from '../storage/mediaStorage';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';
import type { UploadRecords } from '../storage/storedFileSweeper';
import { videos, videoUploads, type VideoUploadRow } from './tables';

const UPLOAD_SOURCE = /^upload:(\d{1,9})$/;

export function isUploadSource(source: string): boolean {
  return UPLOAD_SOURCE.test(source);
}

/** The upload's id in a source `upload:<id>`, or null for any other source. */
export function uploadIdOfSource(source: string): number | null {
  const match = UPLOAD_SOURCE.exec(source);
  return match ? Number(match[1]) : null;
}

const EXTENSIONS: Record<string, 'mp4' | 'webm'> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** The file name a video's upload is served under (/video-media/<tenant>/<video>/<file>). */
export function uploadFileName(upload: Pick<VideoUploadRow, 'contentType'>): string {
  return `video.${EXTENSIONS[upload.contentType]}`;
}

/**
 * Whether a file's first bytes are the type it was sent as: an ISO media file (`ftyp` box
 * at offset 4) for MP4, an EBML header whose doctype is `webm` for WebM.
 */
export function looksLike(type: string, head: Buffer): boolean {
  if (type === 'video/mp4') return head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp';
  if (type === 'video/webm')
    return (
      head.length >= 4 &&
      head.readUInt32BE(0) === 0x1a45dfa3 &&
      head.subarray(0, 64).includes(Buffer.from('webm'))
    );
  return false;
}

/** The first bytes kept for the type check. */
const HEAD_BYTES = 64;

/** Streams the body into `file`: its size and first bytes, or null past `max` (stops there). */
async function receive(
  request: Request,
  file: string,
  max: number,
): Promise<{ size: number; head: Buffer } | null> {
  const out = createWriteStream(file);
  let size = 0;
  const heads: Buffer[] = [];
  try {
    const reader = request.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > max) {
        await reader?.cancel();
        return null;
      }
      if (size - chunk.value.byteLength < HEAD_BYTES) heads.push(Buffer.from(chunk.value));
      if (!out.write(chunk.value)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out);
  }
  return { size, head: Buffer.concat(heads).subarray(0, HEAD_BYTES) };
}

export function useVideoUploads(options: {
  db: Database;
  verifier: IdTokenVerifier;
  storage: MediaStorage;
  consumeUpload: (fanKey: string) => Promise<number | null>;
  /** The largest file (tests set a small one). */
  maxBytes?: number;
}): Plugin {
  const maxBytes = options.maxBytes ?? MAX_VIDEO_UPLOAD_BYTES;
  const upload = async (request: Request): Promise<Response> => {
    const admitted = await admitUploader(options, request, OPERATOR_ROLES);
    if (admitted instanceof Response) return admitted;
    const { refuse, tenantId, scope, member } = admitted;
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const extension = EXTENSIONS[type];
    if (!extension) return refuse(415, 'UNSUPPORTED_TYPE', 'errors.upload.videoUnsupportedType');
    const megabytes = { limit: Math.floor(maxBytes / 1024 / 1024) };
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
      return refuse(413, 'TOO_LARGE', 'errors.upload.videoTooLarge', megabytes);
    const file = path.join(tmpdir(), `garden-video-${randomUUID()}`);
    try {
      const received = await receive(request, file, maxBytes);
      if (!received) return refuse(413, 'TOO_LARGE', 'errors.upload.videoTooLarge', megabytes);
      if (!looksLike(type, received.head))
        return refuse(422, 'NOT_A_VIDEO', 'errors.upload.notAVideo');
      const storageKey = `${tenantId}/videos/${randomUUID()}.${extension}`;
      await options.storage.putFile(storageKey, file, type);
      const [row] = await scope
        .insert(videoUploads, {
          uploaderId: member.id,
          storageKey,
          contentType: type,
          byteSize: received.size,
        })
        .returning({ id: videoUploads.id });
      return Response.json(
        { source: `upload:${row.id}`, contentType: type, byteSize: received.size },
        { status: 201 },
      );
    } finally {
      await rm(file, { force: true });
    }
  };
  return {
    async onRequest({ request, url, endResponse }) {
      if (url.pathname !== VIDEO_UPLOAD_PATH) return;
      endResponse(
        request.method === 'POST'
          ? await upload(request)
          : new Response(null, { status: 405, headers: { allow: 'POST' } }),
      );
    },
  };
}

/**
 * Whether a video may take `source`: any source but an upload, or an upload of the tenant,
 * then locked for the transaction that uses it (the sweep of unused uploads, SKIP LOCKED,
 * leaves it alone, or took it first).
 */
export async function sourceAvailable(tx: TenantScope, source: string): Promise<boolean> {
  const id = uploadIdOfSource(source);
  if (id === null) return true;
  const rows = await tx
    .selectFields({ id: videoUploads.id }, videoUploads, eq(videoUploads.id, id))
    .for('update');
  return rows.length > 0;
}

/**
 * After a video stopped using `source` (removed, or given another source), in the same
 * transaction: an upload no video uses any more is forgotten and its file queued for
 * deletion. Answers the keys to delete once committed.
 */
export async function forgetUnusedUpload(tx: TenantScope, source: string): Promise<string[]> {
  if (!isUploadSource(source)) return [];
  if ((await tx.count(videos, eq(videos.source, source))) > 0) return [];
  const forgotten = await tx
    .delete(videoUploads, eq(videoUploads.id, Number(uploadIdOfSource(source))))
    .returning({ storageKey: videoUploads.storageKey });
  const keys = forgotten.map((row) => row.storageKey);
  await queueStoredFileDeletions(tx, keys, 'VIDEO_REMOVED');
  return keys;
}

/** Uploaded videos no video uses a day on. */
export const videoUploadRecords: UploadRecords = {
  table: videoUploads,
  unused: sql`not exists (select 1 from ${videos} where ${videos.tenantId} = ${videoUploads.tenantId} and ${videos.source} = 'upload:' || ${videoUploads.id})`,
};
