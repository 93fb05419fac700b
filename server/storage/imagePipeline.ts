// What every uploaded image goes through before it is stored: decoded by sharp (so only
// real images pass), turned upright by its EXIF orientation, resized and re-encoded as
// WebP. sharp writes no metadata unless asked (no withMetadata()), so EXIF, GPS
// positions, ICC comments and XMP of the original never reach the stored file.
import sharp from 'sharp';

/** What the browser may send; anything else is refused before decoding. */
export const UPLOAD_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Decompression bombs: a small file that decodes to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

export interface EncodedImage {
  body: Buffer;
  width: number;
  height: number;
}

export type ImageFit =
  /** A square of `size` pixels, cropped around what draws the eye (avatars). */
  | { kind: 'square'; size: number }
  /** Within `size` × `size`, never enlarged, the aspect ratio kept (post images). */
  | { kind: 'inside'; size: number };

export async function reencodeImage(upload: Buffer, fit: ImageFit): Promise<EncodedImage> {
  try {
    const { data, info } = await sharp(upload, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate()
      .resize(
        fit.size,
        fit.size,
        fit.kind === 'square'
          ? { fit: 'cover', position: 'attention' }
          : { fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
}
