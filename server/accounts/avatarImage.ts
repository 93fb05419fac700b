// An uploaded image made into an avatar: the shared pipeline (server/storage/imagePipeline.ts)
// cropped to a square.
import { reencodeImage, type EncodedImage } from '../storage/imagePipeline';

export const AVATAR_SIZE = 512;
/** The largest upload read, in bytes (README): 5 MB. */
export const MAX_AVATAR_UPLOAD_BYTES = 5 * 1024 * 1024;

export function toAvatarImage(upload: Buffer): Promise<EncodedImage> {
  return reencodeImage(upload, { kind: 'square', size: AVATAR_SIZE });
}
