// Avatar uploads between POST /uploads/avatar and Mutation.updateProfile: the upload id
// a fan gets back names an image only they may then make their avatar.
import { and, eq, sql } from 'drizzle-orm';
import { AVATAR_UPLOAD_PATH } from '../../common/apiPaths';
import { users } from '../community/tables';
import type { TenantScope } from '../db/tenantScope';
import { encodeGlobalId, fromGlobalId } from '../graphql/globalId';
import type { NotFoundResult } from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import type { ImageUploadKind } from '../storage/mediaEndpoints';
import { MEDIA_PATH_PREFIX, mediaUrlOf } from '../storage/mediaEndpoints';
import type { UploadRecords } from '../storage/storedFileSweeper';
import { MAX_AVATAR_UPLOAD_BYTES, toAvatarImage } from './avatarImage';
import { avatarUploads } from './tables';

export function avatarUrlOf(storageKey: string): string {
  return mediaUrlOf(storageKey);
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
    .limit(1)
    // Locked: the sweep of unused uploads (SKIP LOCKED) leaves it alone, or took it first.
    .for('update');
  return row ?? null;
}

export function uploadNotFound(t: Translate): NotFoundResult {
  return { __typename: 'NotFoundError', message: t('errors.upload.notFound') };
}

/** POST /uploads/avatar: a square WebP, readable by anyone (avatars show everywhere). */
export const avatarUploadKind: ImageUploadKind = {
  path: AVATAR_UPLOAD_PATH,
  folder: 'avatars',
  maxBytes: MAX_AVATAR_UPLOAD_BYTES,
  encode: toAvatarImage,
  record: async (scope, uploader, { storageKey }) => {
    const [row] = await scope
      .insert(avatarUploads, { authUid: uploader.uid, storageKey })
      .returning({ id: avatarUploads.id });
    return { uploadId: avatarUploadId(row.id), url: avatarUrlOf(storageKey) };
  },
};

/**
 * Avatar uploads that are no fan's avatar a day on: never saved, or replaced by a newer
 * one (the upload row of the avatar in use stays as long as it is in use).
 */
export const avatarUploadRecords: UploadRecords = {
  table: avatarUploads,
  unused: sql`not exists (select 1 from ${users} where ${users.tenantId} = ${avatarUploads.tenantId} and ${users.avatarUrl} = ${MEDIA_PATH_PREFIX} || ${avatarUploads.storageKey})`,
};
