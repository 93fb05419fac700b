// Seeding a new tenant's playlists, their videos and fans' positions inside the transaction
// that creates it (server/db/tenants.ts). Videos are numbered in the order given.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { playlists, videoPositions, videos } from './tables';

export interface PlayerSeed {
  playlists: {
    slug: string;
    title: LocalizedText;
    description: LocalizedText;
    coverImageUrl?: string;
    videos: {
      slug: string;
      title: LocalizedText;
      description: LocalizedText;
      durationSeconds: number;
      posterUrl?: string;
      membersOnly?: boolean;
      /** `clip:<name>` or an https address (server/player/clips.ts). */
      source: string;
      /** Fans (by key) who stopped in this video, and where. */
      positions?: { fan: string; seconds: number }[];
    }[];
  }[];
}

export async function seedPlayer(
  tx: TenantScope,
  seed: PlayerSeed,
  userIds: Record<string, number>,
): Promise<void> {
  for (const playlist of seed.playlists) {
    const [row] = await tx
      .insert(playlists, {
        slug: playlist.slug,
        title: playlist.title,
        description: playlist.description,
        coverImageUrl: playlist.coverImageUrl ?? null,
      })
      .returning({ id: playlists.id });
    for (const [position, video] of playlist.videos.entries()) {
      const [videoRow] = await tx
        .insert(videos, {
          playlistId: row.id,
          slug: video.slug,
          position,
          title: video.title,
          description: video.description,
          durationSeconds: video.durationSeconds,
          posterUrl: video.posterUrl ?? null,
          membersOnly: video.membersOnly ?? false,
          source: video.source,
        })
        .returning({ id: videos.id });
      for (const saved of video.positions ?? [])
        await tx.insert(videoPositions, {
          userId: userIds[saved.fan],
          videoId: videoRow.id,
          playlistId: row.id,
          seconds: saved.seconds,
          updatedAt: new Date(),
        });
    }
  }
}
