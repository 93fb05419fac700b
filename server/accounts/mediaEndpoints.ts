// POST /uploads/avatar and GET /media/<key>, as a Yoga plugin so they share the
// server's tenant, sign-in and rate-limit handling and run in process in tests.
//
// Why a plain upload endpoint and not GraphQL multipart: the image is sent as the raw
// request body (`fetch(url, { method: 'POST', body: file })`), checked and re-encoded
// before anything is stored, and answered with an upload id that updateProfile then
// uses. GraphQL stays JSON-only, which keeps the CSRF protection of a JSON content
// type, the 64 KB operation body limit and trusted documents exactly as they are; the
// same shape later becomes a presigned upload to an object store without touching the
// schema (as Relay-based products such as GitHub and Shopify do with staged uploads).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { AVATAR_UPLOAD_PATH } from '../../common/apiPaths';
import { languageOf } from '../../common/requestHeaders';
import type { IdTokenVerifier } from '../auth/idTokenVerifier';
import { users } from '../community/tables';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { findRequestTenant } from '../graphql/requestTenant';
import { createTranslate, type MessageKey } from '../graphql/translate';
import type { MediaStorage } from '../storage/mediaStorage';
import {
  AVATAR_TYPES,
  MAX_AVATAR_UPLOAD_BYTES,
  NotAnImageError,
  toAvatarImage,
} from './avatarImage';
import { avatarUploadId, avatarUrlOf, MEDIA_PATH_PREFIX } from './avatarUploads';
import { avatarUploads } from './tables';

/** Media keys hold a fresh uuid each: what is served under one never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export type UploadErrorCode =
  | 'TENANT_REQUIRED'
  | 'TENANT_NOT_FOUND'
  | 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP'
  | 'UNSUPPORTED_TYPE'
  | 'TOO_LARGE'
  | 'NOT_AN_IMAGE';

/** The body up to `max` bytes, or null when it is longer (reading stops there). */
async function readLimited(request: Request, max: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function useMediaEndpoints(options: {
  db: Database;
  verifier: IdTokenVerifier;
  storage: MediaStorage;
}): Plugin {
  const { db, verifier, storage } = options;

  const upload = async (request: Request): Promise<Response> => {
    const t = createTranslate(languageOf(request.headers));
    const refuse = (status: number, code: UploadErrorCode, key: MessageKey, values = {}) =>
      Response.json({ error: { code, message: t(key, values) } }, { status });
    const tenant = await findRequestTenant(db, request, t);
    if (!tenant.found)
      return Response.json(
        { error: { code: tenant.code, message: tenant.message } },
        { status: 400 },
      );
    const check = await verifier.check(request.headers.get('authorization'));
    const identity = 'identity' in check ? check.identity : null;
    const scope = tenantScope(db, tenant.tenantId);
    const [member] = identity
      ? await scope.selectFields({ id: users.id }, users, eq(users.authUid, identity.uid)).limit(1)
      : [];
    if (!identity || !member)
      return refuse(401, 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP', 'errors.shouldBeLoggedInOrSignedUp');
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!AVATAR_TYPES.has(type))
      return refuse(415, 'UNSUPPORTED_TYPE', 'errors.upload.unsupportedType');
    const megabytes = { limit: MAX_AVATAR_UPLOAD_BYTES / 1024 / 1024 };
    if (Number(request.headers.get('content-length') ?? 0) > MAX_AVATAR_UPLOAD_BYTES)
      return refuse(413, 'TOO_LARGE', 'errors.upload.tooLarge', megabytes);
    const body = await readLimited(request, MAX_AVATAR_UPLOAD_BYTES);
    if (!body) return refuse(413, 'TOO_LARGE', 'errors.upload.tooLarge', megabytes);
    let image: Buffer;
    try {
      image = await toAvatarImage(body);
    } catch (error) {
      if (error instanceof NotAnImageError)
        return refuse(422, 'NOT_AN_IMAGE', 'errors.upload.notAnImage');
      throw error;
    }
    const storageKey = `${tenant.tenantId}/avatars/${randomUUID()}.webp`;
    await storage.put(storageKey, { body: image, contentType: 'image/webp' });
    const [row] = await scope
      .insert(avatarUploads, { authUid: identity.uid, storageKey })
      .returning({ id: avatarUploads.id });
    return Response.json(
      { uploadId: avatarUploadId(row.id), url: avatarUrlOf(storageKey) },
      { status: 201 },
    );
  };

  const serve = async (request: Request, key: string): Promise<Response> => {
    const media = await storage.get(key);
    if (!media) return new Response('Not found', { status: 404 });
    const headers = {
      'content-type': media.contentType,
      'content-length': String(media.body.byteLength),
      'cache-control': CACHE_FOREVER,
      'x-content-type-options': 'nosniff',
    };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(media.body), { headers });
  };

  return {
    async onRequest({ request, url, endResponse }) {
      if (url.pathname === AVATAR_UPLOAD_PATH) {
        endResponse(
          request.method === 'POST'
            ? await upload(request)
            : new Response(null, { status: 405, headers: { allow: 'POST' } }),
        );
      } else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
        const key = decodeURIComponent(url.pathname.slice(MEDIA_PATH_PREFIX.length));
        endResponse(
          request.method === 'GET' || request.method === 'HEAD'
            ? await serve(request, key)
            : new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }),
        );
      }
    },
  };
}

/** Whether the node server should hand a path to Yoga for these endpoints. */
export function isMediaPath(path: string): boolean {
  return path === AVATAR_UPLOAD_PATH || path.startsWith(MEDIA_PATH_PREFIX);
}
