// Where the garden keeps the files fans upload (avatars, later post images): one
// interface, so the local disk (the default, under the data directory) and an object
// store can stand in for each other. Keys are `<tenant>/<kind>/<uuid>.<ext>`, written
// once and never changed, so what is served under a key can be cached for good.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredMedia {
  body: Buffer;
  contentType: string;
}

export interface MediaStorage {
  put(key: string, media: StoredMedia): Promise<void>;
  /** The file under a key, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the file under a key; a key with no file is no error (deletion is retried). */
  delete(key: string): Promise<void>;
  /** Stores a large file (an operator's video) from a local file, never whole in memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The size and type of the file under a key, or null when there is none. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Bytes `start` to `end` (inclusive) of the file under a key, streamed. */
  readRange(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>>;
}

/** A key names a file under the storage root and nothing else: no `..`, no absolute path. */
const KEY_PATTERN = /^[a-z0-9-]{1,64}\/[a-z]{1,32}\/[0-9a-f-]{36}\.(webp|mp4|webm)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Files under `root` (<GARDEN_DATA_DIR>/media by default). */
export function localDiskStorage(root: string): MediaStorage {
  return {
    async put(key, media) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, media.body);
      await rename(partial, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const body = await readFile(path.join(root, key));
        return { body, contentType: contentTypes[path.extname(key).slice(1)] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isMediaKey(key)) return;
      await rm(path.join(root, key), { force: true });
    },
    async putFile(key, source) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(source, `${file}.partial`);
      await rename(`${file}.partial`, file);
    },
    async stat(key) {
      if (!isMediaKey(key)) return null;
      try {
        const { size } = await stat(path.join(root, key));
        return { size, contentType: contentTypes[path.extname(key).slice(1)] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async readRange(key, start, end) {
      if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
      const stream = createReadStream(path.join(root, key), { start, end });
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
  };
}
