// Which MediaStorage a running garden uses: an S3-compatible bucket when S3_BUCKET is set
// (README: S3_*), else the local disk under the data directory.
import { localDiskStorage, type MediaStorage } from './mediaStorage';
import { s3Storage } from './s3Storage';

type Env = Record<string, string | undefined>;

export function mediaStorageFromEnv(env: Env, mediaDir: string): MediaStorage {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    // A half-made setting would silently keep files on one machine's disk.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find(value);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not`);
    return localDiskStorage(mediaDir);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return s3Storage({
    endpoint: value('S3_ENDPOINT'),
    bucket,
    region: value('S3_REGION') ?? 'auto',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: ['1', 'true'].includes(value('S3_FORCE_PATH_STYLE') ?? ''),
  });
}
