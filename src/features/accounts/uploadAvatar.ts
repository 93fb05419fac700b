// Sends a chosen image to the garden's avatar upload (the raw file as the body; see
// server/accounts/mediaEndpoints.ts for why not GraphQL multipart) and returns the
// upload id that updateProfile takes.
import { AVATAR_UPLOAD_PATH } from '../../../common/apiPaths';
import type { AppConfig } from '../../../common/appConfig';
import { buildRequestHeaders } from '../../relay/headers';
import { apiBaseUrl } from '../../relay/endpoints';

export type AvatarUploadOutcome =
  | { kind: 'uploaded'; uploadId: string; url: string }
  /** Refused (type, size, not an image): the message is in the fan's language. */
  | { kind: 'rejected'; message: string };

export async function uploadAvatar(
  file: Blob,
  config: AppConfig,
  getIdToken: () => Promise<string | null>,
): Promise<AvatarUploadOutcome> {
  const headers = await buildRequestHeaders({ config, getIdToken });
  const response = await fetch(`${apiBaseUrl(config)}${AVATAR_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    uploadId?: string;
    url?: string;
    error?: { message?: string };
  } | null;
  if (response.ok && body?.uploadId && body.url)
    return { kind: 'uploaded', uploadId: body.uploadId, url: body.url };
  if (body?.error?.message) return { kind: 'rejected', message: body.error.message };
  throw new Error(`The avatar upload failed with status ${response.status}`);
}
