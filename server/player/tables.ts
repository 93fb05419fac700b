// Tables of the player: playlists, their videos in order, and each fan's resume position per
// video. A video's `source` is read only through videoSource.ts, after the viewer's check.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

/** A playlist, /player/{slug}. */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    coverImageUrl: text('cover_image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('playlists_tenant_slug').on(t.tenantId, t.slug)],
);

/** A video of a playlist, in `position` order (0 first). */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    posterUrl: text('poster_url'),
    membersOnly: boolean('members_only').notNull(),
    /** `clip:<name>` (a clip the garden ships, server/player/media) or an https address. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('videos_tenant_playlist_slug').on(t.tenantId, t.playlistId, t.slug),
    index('videos_tenant_playlist_position').on(t.tenantId, t.playlistId, t.position),
  ],
);

/** Where a fan stopped in a video: one row per fan and video, the last save wins. */
export const videoPositions = pgTable(
  'video_positions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id),
    seconds: real('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('video_positions_tenant_user_video').on(t.tenantId, t.userId, t.videoId),
    index('video_positions_tenant_user_playlist').on(t.tenantId, t.userId, t.playlistId),
  ],
);

export type PlaylistRow = typeof playlists.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type VideoPositionRow = typeof videoPositions.$inferSelect;

/**
 * A video file an operator uploaded (POST /uploads/video), kept under `storageKey` in the
 * garden's storage. A video uses it with the source `upload:<id>`; one no video uses a day
 * on, or no longer used after its video was removed or given another source, is deleted.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('video_uploads_storage_key').on(t.storageKey)],
);

export type VideoUploadRow = typeof videoUploads.$inferSelect;
