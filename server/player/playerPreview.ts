// What a share preview (OGP tags, server/seo/pageMetadata.ts) shows for a playlist or a video:
// its title, description and cover or poster, read before any JavaScript runs. A members-only
// video shows these too — they are what its locked card shows — but its source is never read.
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import type { StoredPreview } from '../pages/pagePreviews';
import { playlists, videos } from './tables';

export async function playlistPreview(
  db: TenantScope,
  playlistSlug: string,
): Promise<StoredPreview | null> {
  const [row] = await db
    .selectFields(
      {
        title: playlists.title,
        description: playlists.description,
        imageUrl: playlists.coverImageUrl,
      },
      playlists,
      eq(playlists.slug, playlistSlug),
    )
    .limit(1);
  return row ?? null;
}

export async function videoPreview(
  db: TenantScope,
  playlistSlug: string,
  videoSlug: string,
): Promise<StoredPreview | null> {
  const [playlist] = await db
    .selectFields({ id: playlists.id }, playlists, eq(playlists.slug, playlistSlug))
    .limit(1);
  if (!playlist) return null;
  const [row] = await db
    .selectFields(
      { title: videos.title, description: videos.description, imageUrl: videos.posterUrl },
      videos,
      and(eq(videos.playlistId, playlist.id), eq(videos.slug, videoSlug)),
    )
    .limit(1);
  return row ?? null;
}
