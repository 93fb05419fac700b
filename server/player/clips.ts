// The clips the garden ships (server/player/media/<name>/): original, made once with ffmpeg
// (an HLS set or an MP4; their posters are public, under public/images/player). A video names one as `clip:<name>`; its files are
// served only by videoMediaEndpoint.ts, after the video's members-only check.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { VideoSourceFormat } from '../__generated__/resolvers-types';

export interface Clip {
  /** The file the player opens first. */
  entry: string;
  format: VideoSourceFormat;
  /** Every file of the clip, with its content type. */
  files: Record<string, string>;
}

// Segments are named .m2ts, not .ts, so TypeScript tooling never mistakes them for code.
const TS = 'video/mp2t';

export const CLIPS: Record<string, Clip> = {
  prelude: {
    entry: 'index.m3u8',
    format: 'HLS',
    files: {
      'index.m3u8': 'application/vnd.apple.mpegurl',
      'segment0.m2ts': TS,
      'segment1.m2ts': TS,
      'segment2.m2ts': TS,
    },
  },
  backstage: {
    entry: 'video.mp4',
    format: 'MP4',
    files: { 'video.mp4': 'video/mp4' },
  },
};

const CLIP_SOURCE = /^clip:([a-z]{1,32})$/;

/** The clip a source names, or null for an external source (or an unknown clip). */
export function clipOf(source: string): Clip | null {
  const name = CLIP_SOURCE.exec(source)?.[1];
  return name && Object.hasOwn(CLIPS, name) ? CLIPS[name] : null;
}

export function isClipSource(source: string): boolean {
  return clipOf(source) !== null;
}

/** A file of a clip, read from the repository's media folder; null when it has no such file. */
export async function readClipFile(
  clip: Clip,
  name: string,
  file: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  if (!Object.hasOwn(clip.files, file)) return null;
  const url = new URL(`./media/${name}/${file}`, import.meta.url);
  return { body: await readFile(fileURLToPath(url)), contentType: clip.files[file] };
}

export function clipNameOf(source: string): string | null {
  return clipOf(source) ? source.slice('clip:'.length) : null;
}
