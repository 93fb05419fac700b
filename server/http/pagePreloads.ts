// The chunks a page's first view needs besides the entry: the page's own code (a lazy
// route) and its words (the route's translation namespaces), both named by the route's
// manifest entry. Without help the browser
// finds them only after the entry has loaded and run; <link rel="modulepreload"> in the
// served page lets them load alongside it. Vite's build manifest (dist/.vite/manifest.json)
// names each source file's chunk and the chunks it imports.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupportedLocale } from '../../common/localeCookies';
import { DEFAULT_NAMESPACES, type RouteManifestEntry } from '../../common/routeManifest';

export interface BuiltChunk {
  file: string;
  /** The stylesheets of the chunk's CSS modules. */
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, BuiltChunk>;

/** A chunk and every chunk it imports, as manifest keys. */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** The files (e.g. "assets/chat-x1.js", its CSS) to load for a page the entry does not load. */
export function pagePreloadFiles(
  manifest: BuildManifest,
  /** The page's route; null for a path no route declares (the entry draws its not-found page). */
  route: RouteManifestEntry | null,
  language: SupportedLocale,
): string[] {
  // The entry's own imports are already in index.html.
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, loadedByEntry);

  const wanted = new Set<string>();
  if (route?.page) withImports(manifest, route.page, wanted);
  for (const namespace of route?.namespaces ?? DEFAULT_NAMESPACES)
    withImports(manifest, `locales/${language}/${namespace}.json`, wanted);

  // A page's CSS modules come with it: the server-rendered page is drawn styled at once,
  // not restyled (and shifted) when its chunk arrives.
  return [...wanted]
    .filter((key) => !loadedByEntry.has(key))
    .flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
}

/** Stylesheet links first (they block the first paint), then module preloads. */
export function preloadLinks(files: string[]): string {
  const stylesheets = files.filter((file) => file.endsWith('.css'));
  const scripts = files.filter((file) => file.endsWith('.js'));
  return [
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** The built app's manifest, or null when the build has none. */
export async function readBuildManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}
