// A post's images: the upload kind of POST /uploads/post-image (the shared pipeline of
// server/storage, fitted within 2048 px), who may read a stored image (GET /media/…), and
// how a mutation takes the viewer's uploads into a draft or a post.
//
// An image row is the upload: unattached at first, then held by a draft, then by a post.
// Until its post is published only its uploader may read it; a draft's images follow the
// draft (its author only), a post's images follow the post (public, or members only).
import { and, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { POST_IMAGE_UPLOAD_PATH } from '../../common/apiPaths';
import {
  MAX_POST_IMAGE_ALT_LENGTH,
  MAX_POST_IMAGE_UPLOAD_BYTES,
  MAX_POST_IMAGES,
} from '../../common/limits';
import type { PostImageInput, Resolvers } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import type { TenantScope } from '../db/tenantScope';
import { encodeGlobalId, fromGlobalId } from '../graphql/globalId';
import { cleanText } from '../graphql/textRules';
import { invalidInput, type InvalidInputResult, type NotFoundResult } from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { reencodeImage } from '../storage/imagePipeline';
import { mediaUrlOf, type ImageUploadKind } from '../storage/mediaEndpoints';
import type { UploadRecords } from '../storage/storedFileSweeper';
import { postImages, posts, type PostImageRow } from './tables';

/** The longest side of a stored post image, in pixels. */
export const POST_IMAGE_MAX_SIDE = 2048;

export function postImageUploadId(dbId: number): string {
  return encodeGlobalId('PostImageUpload', dbId);
}

function postImageDbId(uploadId: string): number | null {
  const id = fromGlobalId(uploadId);
  return id?.type === 'PostImageUpload' && id.dbId <= Number.MAX_SAFE_INTEGER ? id.dbId : null;
}

export function postImageUrl(image: Pick<PostImageRow, 'storageKey' | 'publicPath'>): string {
  if (image.publicPath) return image.publicPath;
  if (!image.storageKey) throw new Error('A post image has neither a storage key nor a path');
  return mediaUrlOf(image.storageKey);
}

export const postImageUploadKind: ImageUploadKind = {
  path: POST_IMAGE_UPLOAD_PATH,
  folder: 'posts',
  maxBytes: MAX_POST_IMAGE_UPLOAD_BYTES,
  encode: (upload) => reencodeImage(upload, { kind: 'inside', size: POST_IMAGE_MAX_SIDE }),
  record: async (scope, uploader, { storageKey, width, height }) => {
    const [row] = await scope
      .insert(postImages, { uploaderId: uploader.userId, storageKey, width, height })
      .returning({ id: postImages.id });
    return { uploadId: postImageUploadId(row.id), url: mediaUrlOf(storageKey), width, height };
  },
  access: async (scope, storageKey, viewer) => {
    const [image] = await scope.select(postImages, eq(postImages.storageKey, storageKey)).limit(1);
    if (!image) return null;
    if (image.postId !== null) {
      const [post] = await scope
        .selectFields({ visibility: posts.visibility }, posts, eq(posts.id, image.postId))
        .limit(1);
      if (post?.visibility === 'PUBLIC') return 'public';
    }
    const identity = await viewer();
    if (!identity) return null;
    const [member] = await scope
      .selectFields({ id: users.id }, users, eq(users.authUid, identity.uid))
      .limit(1);
    if (!member) return null;
    // A members-only post's images: every member. Anything not posted: its uploader.
    if (image.postId !== null) return 'members';
    return member.id === image.uploaderId ? 'owner' : null;
  },
};

/**
 * The stored files of the images `where` names, read before their post or draft is deleted
 * (the images go with it by cascade) so that the same transaction queues their deletion.
 */
export async function storedImageKeys(tx: TenantScope, where: SQL): Promise<string[]> {
  const rows = await tx.selectFields({ storageKey: postImages.storageKey }, postImages, where);
  return rows.flatMap(({ storageKey }) => (storageKey ? [storageKey] : []));
}

/** Uploaded images in no post and no draft a day on (abandoned, or left out of a draft). */
export const postImageUploads: UploadRecords = {
  table: postImages,
  unused: and(
    isNull(postImages.postId),
    isNull(postImages.draftId),
    isNotNull(postImages.storageKey),
  )!,
};

export const postImageResolvers: Resolvers = {
  PostImage: {
    uploadId: (image) => postImageUploadId(image.id),
    url: (image) => postImageUrl(image),
    width: (image) => image.width,
    height: (image) => image.height,
    altText: (image) => image.altText,
  },
};

/**
 * Checks the images a mutation names, before anything is written: at most 4, each once,
 * alt texts within their limit.
 */
export function checkImageInputs(
  t: Translate,
  inputs: readonly PostImageInput[] | null | undefined,
): { images: { id: number | null; altText: string }[] } | InvalidInputResult {
  const list = inputs ?? [];
  if (list.length > MAX_POST_IMAGES)
    return {
      __typename: 'InvalidInputError',
      message: t('errors.upload.tooManyImages', { limit: MAX_POST_IMAGES }),
      field: 'images',
      reason: 'TOO_LONG',
      limit: MAX_POST_IMAGES,
    };
  const images = list.map((input) => ({
    id: postImageDbId(input.uploadId),
    altText: cleanText(input.altText ?? '', 'name'),
  }));
  if (images.some((image) => [...image.altText].length > MAX_POST_IMAGE_ALT_LENGTH))
    return invalidInput(t, 'altText', 'TOO_LONG', MAX_POST_IMAGE_ALT_LENGTH);
  const ids = images.map((image) => image.id).filter((id) => id !== null);
  if (new Set(ids).size !== ids.length) return invalidInput(t, 'images', 'INVALID_FORMAT');
  return { images };
}

export function uploadNotFound(t: Translate): NotFoundResult {
  return { __typename: 'NotFoundError', message: t('errors.upload.notFound') };
}

/**
 * Attaches the checked images, in order, to a post or a draft, inside the mutation's
 * transaction. Each must be the author's own and free (not in a post, and not in another
 * draft); a draft's own images may stay, and so may an edited post's. Images the draft
 * held and the list leaves out go back to being the author's unused uploads; images an
 * edited post held and the list leaves out are deleted, and their storage keys answered
 * so the files go once the transaction committed. False when an image is not the
 * author's to use (another fan's, another garden's, already posted, unknown).
 */
export async function attachImages(
  tx: TenantScope,
  authorId: number,
  images: readonly { id: number | null; altText: string }[],
  target: { postId: number; fromDraftId?: number } | { draftId: number } | { editedPostId: number },
): Promise<false | { removedStorageKeys: string[] }> {
  const heldBy =
    'draftId' in target ? target.draftId : 'postId' in target ? target.fromDraftId : undefined;
  const editedPostId = 'editedPostId' in target ? target.editedPostId : undefined;
  const ids = images.map((image) => image.id);
  if (ids.some((id) => id === null)) return false;
  const free = and(
    isNull(postImages.postId),
    heldBy === undefined
      ? isNull(postImages.draftId)
      : or(isNull(postImages.draftId), eq(postImages.draftId, heldBy)),
  );
  const usable = ids.length
    ? await tx
        .selectFields(
          { id: postImages.id },
          postImages,
          and(
            inArray(postImages.id, ids as number[]),
            eq(postImages.uploaderId, authorId),
            editedPostId === undefined ? free : or(free, eq(postImages.postId, editedPostId)),
          ),
        )
        // Locked: the sweep of abandoned uploads (SKIP LOCKED) leaves them alone, or took them first.
        .for('update')
    : [];
  if (usable.length !== ids.length) return false;
  let removedStorageKeys: string[] = [];
  if (heldBy !== undefined)
    await tx.update(postImages, { draftId: null }, eq(postImages.draftId, heldBy));
  if (editedPostId !== undefined) {
    const removed = await tx
      .delete(
        postImages,
        and(
          eq(postImages.postId, editedPostId),
          ids.length ? notInArray(postImages.id, ids as number[]) : undefined,
        ),
      )
      .returning({ storageKey: postImages.storageKey });
    removedStorageKeys = removed.flatMap(({ storageKey }) => (storageKey ? [storageKey] : []));
  }
  const postId =
    'draftId' in target ? null : 'postId' in target ? target.postId : target.editedPostId;
  for (const [position, image] of images.entries()) {
    await tx.update(
      postImages,
      postId === null
        ? { draftId: heldBy, position, altText: image.altText }
        : { postId, draftId: null, position, altText: image.altText },
      eq(postImages.id, image.id as number),
    );
  }
  return { removedStorageKeys };
}
