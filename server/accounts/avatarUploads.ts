// Avatar uploads between POST /uploads/avatar and Mutation.updateProfile: the upload id
// a fan gets back names an image only they may then make their avatar.
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { encodeGlobalId, fromGlobalId } from '../graphql/globalId';
import type { NotFoundResult } from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { avatarUploads } from './tables';

/** Where the garden serves stored media (server/accounts/mediaEndpoints.ts). */
export const MEDIA_PATH_PREFIX = '/media/';

export function avatarUrlOf(storageKey: string): string {
  return `${MEDIA_PATH_PREFIX}${storageKey}`;
}

export function avatarUploadId(dbId: number): string {
  return encodeGlobalId('AvatarUpload', dbId);
}

/** The fan's own upload named by `uploadId`, or null (unknown, another fan's, another tenant's). */
export async function claimAvatarUpload(tx: TenantScope, authUid: string, uploadId: string) {
  const id = fromGlobalId(uploadId);
  if (!id || id.type !== 'AvatarUpload' || id.dbId > 2_147_483_647) return null;
  const [row] = await tx
    .select(avatarUploads, and(eq(avatarUploads.id, id.dbId), eq(avatarUploads.authUid, authUid)))
    .limit(1);
  return row ?? null;
}

export function uploadNotFound(t: Translate): NotFoundResult {
  return { __typename: 'NotFoundError', message: t('errors.upload.notFound') };
}
