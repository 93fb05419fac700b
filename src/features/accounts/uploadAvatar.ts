// Sends a chosen image to the garden's avatar upload and returns the upload id that
// updateProfile takes (the shared upload of src/relay/uploadImage.ts).
import { AVATAR_UPLOAD_PATH } from '../../../common/apiPaths';
import type { AppConfig } from '../../../common/appConfig';
import { uploadImage, type ImageUploadOutcome } from '../../relay/uploadImage';

export function uploadAvatar(
  file: Blob,
  config: AppConfig,
  getIdToken: () => Promise<string | null>,
): Promise<ImageUploadOutcome> {
  return uploadImage(AVATAR_UPLOAD_PATH, file, config, getIdToken);
}
