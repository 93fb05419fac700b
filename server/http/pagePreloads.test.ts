import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  pagePreloadFiles,
  preloadLinks,
  readBuildManifest,
  type BuildManifest,
} from './pagePreloads';
import { matchManifestRoute } from './routeManifest';

const routeOf = (pathname: string) => matchManifestRoute(pathname)?.route ?? null;

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/features/chat/MessagesPage.tsx': {
    file: 'assets/MessagesPage-1.js',
    css: ['assets/MessagesPage-1.css'],
    imports: ['index.html', '_shared-1.js', '_react-1.js'],
  },
  'locales/ja/common.json': { file: 'assets/common-ja.js' },
  'locales/ja/auth.json': { file: 'assets/auth-ja.js' },
  'locales/ja/chat.json': { file: 'assets/chat-ja.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/en/auth.json': { file: 'assets/auth-en.js' },
};

describe('pagePreloadFiles', () => {
  it("lists the page's chunk and its stylesheet, what it imports beyond the entry, and its words", () => {
    expect(pagePreloadFiles(manifest, routeOf('/messages'), 'ja').sort()).toEqual(
      [
        'assets/MessagesPage-1.js',
        'assets/MessagesPage-1.css',
        'assets/shared-1.js',
        'assets/common-ja.js',
        'assets/auth-ja.js',
        'assets/chat-ja.js',
      ].sort(),
    );
  });

  it("lists only the words in the page's language for a path without a lazy page", () => {
    expect(pagePreloadFiles(manifest, routeOf('/no-such-page'), 'en').sort()).toEqual([
      'assets/auth-en.js',
      'assets/common-en.js',
    ]);
  });

  it('writes stylesheet links first, then module preload links', () => {
    expect(preloadLinks(['assets/a.js', 'assets/a.css'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });
});

describe('readBuildManifest', () => {
  it('reads dist/.vite/manifest.json, or gives null without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'garden-manifest-'));
    try {
      expect(await readBuildManifest(dir)).toBeNull();
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(await readBuildManifest(dir)).toEqual(manifest);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
