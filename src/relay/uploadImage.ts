// Sends a chosen image to one of the garden's upload endpoints (the raw file as the body;
// see server/storage/mediaEndpoints.ts for why not GraphQL multipart) and returns what it
// answered: the upload id a mutation then takes, where the image is served, its size.
import type { AppConfig } from '../../common/appConfig';
import { apiBaseUrl } from './endpoints';
import { buildRequestHeaders } from './headers';

/** What the file pickers offer; the server checks again and re-encodes. */
export const UPLOAD_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export type ImageUploadOutcome =
  | { kind: 'uploaded'; uploadId: string; url: string; width: number; height: number }
  /** Refused (type, size, not an image): the message is in the fan's language. */
  | { kind: 'rejected'; message: string };

export async function uploadImage(
  path: string,
  file: Blob,
  config: AppConfig,
  getIdToken: () => Promise<string | null>,
): Promise<ImageUploadOutcome> {
  const headers = await buildRequestHeaders({ config, getIdToken });
  const response = await fetch(`${apiBaseUrl(config)}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    uploadId?: string;
    url?: string;
    width?: number;
    height?: number;
    error?: { message?: string };
  } | null;
  if (response.ok && body?.uploadId && body.url)
    return {
      kind: 'uploaded',
      uploadId: body.uploadId,
      url: body.url,
      width: body.width ?? 0,
      height: body.height ?? 0,
    };
  if (body?.error?.message) return { kind: 'rejected', message: body.error.message };
  throw new Error(`The image upload to ${path} failed with status ${response.status}`);
}
