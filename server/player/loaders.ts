// Per-request loaders of the player, through the tenant scope. A video's source is resolved
// only by videoSource.ts, after the viewer's members-only check.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { CommunityLoaders } from '../community/loaders';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  playlists,
  videoPositions,
  videos,
  type PlaylistRow,
  type VideoPositionRow,
  type VideoRow,
} from './tables';

export interface PlayerLoaders {
  playlistById: NodeLoader<PlaylistRow>;
  playlistBySlug: BatchLoader<string, PlaylistRow | null>;
  videoById: NodeLoader<VideoRow>;
  /** A playlist's videos, in order. */
  videosOf: BatchLoader<number, VideoRow[]>;
  /** The signed-in viewer's position in a video (null for visitors). */
  viewerPositionOf: BatchLoader<number, VideoPositionRow | null>;
  /** The viewer's positions in a playlist's videos, the latest first. */
  viewerPositionsIn: BatchLoader<number, VideoPositionRow[]>;
}

function groupBy<Row>(rows: Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function createPlayerLoaders(
  { db }: RequestScope,
  others: Record<string, unknown>,
): PlayerLoaders {
  // Read lazily: the community loaders are built beside these.
  const viewerId = async () =>
    (await (others.community as CommunityLoaders).viewerUser())?.id ?? null;
  return {
    playlistById: db.rowsById(playlists),
    playlistBySlug: createBatchLoader(
      async (slugs: string[]) =>
        new Map(
          (await db.select(playlists, inArray(playlists.slug, slugs))).map((row) => [
            row.slug,
            row,
          ]),
        ),
      null,
    ),
    videoById: db.rowsById(videos),
    videosOf: createBatchLoader(async (ids: number[]) => {
      const rows = await db
        .select(videos, inArray(videos.playlistId, ids))
        .orderBy(asc(videos.position), asc(videos.id));
      return groupBy(rows, (row) => row.playlistId);
    }, []),
    viewerPositionOf: createBatchLoader(async (ids: number[]) => {
      const userId = await viewerId();
      if (userId === null) return new Map();
      const rows = await db.select(
        videoPositions,
        and(eq(videoPositions.userId, userId), inArray(videoPositions.videoId, ids)),
      );
      return new Map(rows.map((row) => [row.videoId, row]));
    }, null),
    viewerPositionsIn: createBatchLoader(async (ids: number[]) => {
      const userId = await viewerId();
      if (userId === null) return new Map();
      const rows = await db
        .select(
          videoPositions,
          and(eq(videoPositions.userId, userId), inArray(videoPositions.playlistId, ids)),
        )
        .orderBy(desc(videoPositions.updatedAt), desc(videoPositions.id));
      return groupBy(rows, (row) => row.playlistId);
    }, []),
  };
}
