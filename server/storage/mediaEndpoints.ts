// POST /uploads/<kind> and GET /media/<key>, as a Yoga plugin so they share the
// server's tenant, sign-in and rate-limit handling and run in process in tests.
//
// Why a plain upload endpoint and not GraphQL multipart: the image is sent as the raw
// request body (`fetch(url, { method: 'POST', body: file })`), checked and re-encoded
// before anything is stored, and answered with an upload id that a mutation then uses
// (updateProfile for an avatar, createPost and savePostDraft for a post's images).
// GraphQL stays JSON-only, which keeps the CSRF protection of a JSON content type, the
// 64 KB operation body limit and trusted documents exactly as they are; the same shape
// later becomes a presigned upload to an object store without touching the schema (as
// Relay-based products such as GitHub and Shopify do with staged uploads).
//
// Each kind of upload (an avatar, a post image) is one `ImageUploadKind` of its feature;
// a kind whose files are not for everyone also names who may read them (`access`).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Plugin } from 'graphql-yoga';
import { AVATAR_UPLOAD_PATH, POST_IMAGE_UPLOAD_PATH } from '../../common/apiPaths';
import { languageOf, tenantOf } from '../../common/requestHeaders';
import { readSessionCookie } from '../access/sessionCookie';
import type { AuthIdentity, IdTokenVerifier } from '../auth/idTokenVerifier';
import type { CommunityRole } from '../__generated__/resolvers-types';
import { hasRole } from '../community/roles';
import { users, type UserRow } from '../community/tables';
import type { Database } from '../db/database';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import { findRequestTenant } from '../graphql/requestTenant';
import { createTranslate, type MessageKey } from '../graphql/translate';
import { NotAnImageError, UPLOAD_IMAGE_TYPES, type EncodedImage } from './imagePipeline';
import { isMediaKey, type MediaStorage } from './mediaStorage';

/** Where the garden serves stored media. */
export const MEDIA_PATH_PREFIX = '/media/';

export function mediaUrlOf(storageKey: string): string {
  return `${MEDIA_PATH_PREFIX}${storageKey}`;
}

/** Media keys hold a fresh uuid each: what is served under one never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Who may read a file of a kind with `access`: anyone (cached for good), this garden's
 * members (cached by their browser only), its uploader alone (never cached), or nobody
 * (answered as not found, like a key that does not exist).
 */
export type MediaReaders = 'public' | 'members' | 'owner' | null;

const cacheControl: Record<Exclude<MediaReaders, null>, string> = {
  public: CACHE_FOREVER,
  members: 'private, max-age=3600',
  owner: 'private, no-store',
};

export interface Uploader {
  uid: string;
  userId: number;
}

export interface ImageUploadKind {
  /** The POST path (common/apiPaths.ts). */
  path: string;
  /** The middle part of the storage key: `<tenant>/<folder>/<uuid>.webp`. */
  folder: string;
  maxBytes: number;
  encode(upload: Buffer): Promise<EncodedImage>;
  /** Records the stored image for its uploader; answers the JSON the app receives. */
  record(
    scope: TenantScope,
    uploader: Uploader,
    image: { storageKey: string; width: number; height: number },
  ): Promise<Record<string, unknown>>;
  /**
   * Who may read a stored file of this kind, decided in the key's own garden. Absent:
   * everyone (avatars are shown wherever their fan is).
   */
  access?(
    scope: TenantScope,
    storageKey: string,
    viewer: () => Promise<AuthIdentity | null>,
  ): Promise<MediaReaders>;
}

export type UploadErrorCode =
  | 'TENANT_REQUIRED'
  | 'TENANT_NOT_FOUND'
  | 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP'
  | 'UNSUPPORTED_TYPE'
  | 'TOO_LARGE'
  | 'NOT_AN_IMAGE'
  | 'NOT_A_VIDEO'
  | 'PERMISSION_DENIED'
  | 'RATE_LIMITED';

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

/** A JSON refusal of an upload, in the request's language. */
export type RefuseUpload = (
  status: number,
  code: UploadErrorCode,
  key: MessageKey,
  values?: Record<string, string | number>,
) => Response;

/**
 * The first steps of every upload: the request's garden, a signed-in member of it (and,
 * with `allowed`, one of those roles), then one use of their upload rate limit, counted
 * before the body is read. A refusal is answered as a Response.
 */
export async function admitUploader(
  options: {
    db: Database;
    verifier: IdTokenVerifier;
    consumeUpload: (fanKey: string) => Promise<number | null>;
  },
  request: Request,
  allowed?: readonly CommunityRole[],
): Promise<
  | Response
  | {
      refuse: RefuseUpload;
      tenantId: string;
      scope: TenantScope;
      identity: AuthIdentity;
      member: UserRow;
    }
> {
  const { db, verifier, consumeUpload } = options;
  const t = createTranslate(languageOf(request.headers));
  const refuse: RefuseUpload = (status, code, key, values = {}) =>
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
    ? await scope.select(users, eq(users.authUid, identity.uid)).limit(1)
    : [];
  if (!identity || !member)
    return refuse(401, 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP', 'errors.shouldBeLoggedInOrSignedUp');
  if (allowed && !hasRole(member, allowed))
    return refuse(403, 'PERMISSION_DENIED', 'errors.permissionDenied');
  // Counted before the body is read: decoding and storing is the costly part.
  const seconds = await consumeUpload(`${tenant.tenantId}:${member.id}`);
  if (seconds !== null) {
    const limited = refuse(429, 'RATE_LIMITED', 'errors.rateLimited', { seconds });
    limited.headers.set('retry-after', String(seconds));
    return limited;
  }
  return { refuse, tenantId: tenant.tenantId, scope, identity, member };
}

export function useMediaEndpoints(options: {
  db: Database;
  verifier: IdTokenVerifier;
  storage: MediaStorage;
  kinds: readonly ImageUploadKind[];
  /** null when the fan (key: tenant and fan) may upload now, else the seconds to wait. */
  consumeUpload: (fanKey: string) => Promise<number | null>;
}): Plugin {
  const { db, verifier, storage, kinds, consumeUpload } = options;
  const byPath = new Map(kinds.map((kind) => [kind.path, kind]));
  const byFolder = new Map(kinds.map((kind) => [kind.folder, kind]));

  const upload = async (request: Request, kind: ImageUploadKind): Promise<Response> => {
    const admitted = await admitUploader({ db, verifier, consumeUpload }, request);
    if (admitted instanceof Response) return admitted;
    const { refuse, tenantId, scope, identity, member } = admitted;
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!UPLOAD_IMAGE_TYPES.has(type))
      return refuse(415, 'UNSUPPORTED_TYPE', 'errors.upload.unsupportedType');
    const megabytes = { limit: kind.maxBytes / 1024 / 1024 };
    if (Number(request.headers.get('content-length') ?? 0) > kind.maxBytes)
      return refuse(413, 'TOO_LARGE', 'errors.upload.tooLarge', megabytes);
    const body = await readLimited(request, kind.maxBytes);
    if (!body) return refuse(413, 'TOO_LARGE', 'errors.upload.tooLarge', megabytes);
    let image: EncodedImage;
    try {
      image = await kind.encode(body);
    } catch (error) {
      if (error instanceof NotAnImageError)
        return refuse(422, 'NOT_AN_IMAGE', 'errors.upload.notAnImage');
      throw error;
    }
    const storageKey = `${tenantId}/${kind.folder}/${randomUUID()}.webp`;
    await storage.put(storageKey, { body: image.body, contentType: 'image/webp' });
    const answer = await kind.record(
      scope,
      { uid: identity.uid, userId: member.id },
      { storageKey, width: image.width, height: image.height },
    );
    return Response.json(answer, { status: 201 });
  };

  /** The fan a media request comes from: its bearer token, else its session cookie. */
  const viewerOf = (request: Request) => async (): Promise<AuthIdentity | null> => {
    const check = await verifier.check(request.headers.get('authorization'));
    if ('identity' in check && check.identity) return check.identity;
    return verifier.identifySession(readSessionCookie(request.headers.get('cookie') ?? ''));
  };

  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

  const serve = async (request: Request, key: string): Promise<Response> => {
    if (!isMediaKey(key)) return notFound();
    const [keyTenant, folder] = key.split('/');
    const kind = byFolder.get(folder);
    let readers: MediaReaders = 'public';
    if (kind?.access) {
      // A garden's private files answer only on that garden's requests.
      const named = tenantOf(request.headers);
      if (named && named !== keyTenant) return notFound();
      readers = await kind.access(tenantScope(db, keyTenant), key, viewerOf(request));
      if (!readers) return notFound();
    }
    const media = await storage.get(key);
    if (!media) return notFound();
    const headers: Record<string, string> = {
      'content-type': media.contentType,
      'content-length': String(media.body.byteLength),
      'cache-control': cacheControl[readers],
      'x-content-type-options': 'nosniff',
    };
    if (readers !== 'public') headers.vary = 'cookie, authorization';
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(media.body), { headers });
  };

  return {
    async onRequest({ request, url, endResponse }) {
      const kind = byPath.get(url.pathname);
      if (kind) {
        endResponse(
          request.method === 'POST'
            ? await upload(request, kind)
            : new Response(null, { status: 405, headers: { allow: 'POST' } }),
        );
      } else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
        let key: string | null;
        try {
          key = decodeURIComponent(url.pathname.slice(MEDIA_PATH_PREFIX.length));
        } catch {
          key = null; // malformed percent-encoding: no key can be named that way
        }
        endResponse(
          request.method !== 'GET' && request.method !== 'HEAD'
            ? new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
            : key === null
              ? notFound()
              : await serve(request, key),
        );
      }
    },
  };
}

const UPLOAD_PATHS: ReadonlySet<string> = new Set([AVATAR_UPLOAD_PATH, POST_IMAGE_UPLOAD_PATH]);

/** Whether the node server should hand a path to Yoga for these endpoints. */
export function isMediaPath(path: string): boolean {
  return UPLOAD_PATHS.has(path) || path.startsWith(MEDIA_PATH_PREFIX);
}
