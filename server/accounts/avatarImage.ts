// An uploaded image made into an avatar: decoded by sharp (so only real images pass),
// turned upright by its EXIF orientation, cropped to a square and re-encoded as WebP.
// sharp writes no metadata unless asked (no withMetadata()), so EXIF, GPS positions,
// ICC comments and XMP of the original never reach the stored file.
import sharp from 'sharp';

export const AVATAR_SIZE = 512;
/** The largest upload read, in bytes (README): 5 MB. */
export const MAX_AVATAR_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What the browser may send; anything else is refused before decoding. */
export const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
}
