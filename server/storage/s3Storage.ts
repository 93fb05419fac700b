// The garden's media in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …),
// behind the same MediaStorage interface as the local disk.
//
// Why the server streams objects instead of redirecting to the bucket: /media/<key> stays
// the one URL the app and stored rows know, the bucket stays private (no public ACL, no
// presigned URL that outlives a fan's access to a members-only file), and the endpoint
// keeps deciding who may read each kind and which cache headers apply; a CDN in front of
// the garden caches the public files as it does today.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isMediaKey, type MediaStorage } from './mediaStorage';

export interface S3StorageSettings {
  /** Absent: AWS itself, found by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export function s3Storage(settings: S3StorageSettings): MediaStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Absent keys: the SDK's own chain (instance roles, AWS_* variables).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, media) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: media.body,
          ContentType: media.contentType,
        }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return;
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async putFile(key, file, contentType) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      // Streamed from the disk; the length and the checksum, read beforehand, let S3 take
      // it in one plain request (no aws-chunked body) and still verify what it received.
      const { size } = await stat(file);
      let crc = 0;
      for await (const chunk of createReadStream(file)) crc = crc32(chunk as Buffer, crc);
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32BE(crc >>> 0);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          ChecksumCRC32: checksum.toString('base64'),
        }),
      );
    },
    async stat(key) {
      if (!isMediaKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async readRange(key, start, end) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }),
      );
      if (!object.Body) throw new Error(`No body for ${key}`);
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
  };
}
