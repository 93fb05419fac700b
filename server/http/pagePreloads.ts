// The chunks a page's first view needs besides the entry: the page's own code (a lazy
// route) and its words (the route's translation namespaces). Without help the browser
// finds them only after the entry has loaded and run; <link rel="modulepreload"> in the
// served page lets them load alongside it. Vite's build manifest (dist/.vite/manifest.json)
// names each source file's chunk and the chunks it imports.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupportedLocale } from '../../common/localeCookies';
import { namespacesForPath } from '../../common/routeNamespaces';

export interface BuiltChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, BuiltChunk>;

// The lazy page modules of src/routes.tsx, by path.
const pageModules: Array<[path: RegExp, source: string]> = [
  [/^\/$/, 'src/features/home/HomePage.tsx'],
  [/^\/messages\/?$/, 'src/features/chat/MessagesPage.tsx'],
  [/^\/messages\/chat\/[^/]+\/?$/, 'src/features/chat/ChatChannelPage.tsx'],
  [/^\/settings\/?$/, 'src/features/settings/SettingsPage.tsx'],
  [/^\/timeline\/?$/, 'src/features/posts/TimelinePage.tsx'],
  [/^\/posts\/[^/]+\/?$/, 'src/features/posts/PostPage.tsx'],
  [/^\/topics\/?$/, 'src/features/posts/TopicsPage.tsx'],
  [/^\/search\/?$/, 'src/features/posts/SearchPage.tsx'],
  [/^\/topics\/[^/]+\/?$/, 'src/features/posts/TopicPage.tsx'],
  [/^\/settings\/language\/?$/, 'src/features/settings/LanguageSettingsPage.tsx'],
  [/^\/profile\/[^/]+\/?$/, 'src/features/accounts/ProfilePage.tsx'],
  [/^\/follow-list\/?$/, 'src/features/accounts/FollowListPage.tsx'],
  [/^\/mypage\/?$/, 'src/features/accounts/MyPage.tsx'],
  [/^\/mypage\/edit\/?$/, 'src/features/accounts/MyPageEditPage.tsx'],
  [/^\/welcome\/?$/, 'src/features/access/WelcomePage.tsx'],
  [/^\/privacy-choices\/?$/, 'src/features/access/PrivacyChoicesPage.tsx'],
  [/^\/blocked\/?$/, 'src/features/access/BlockedPage.tsx'],
  [/^\/ip-blocked\/?$/, 'src/features/access/IpBlockedPage.tsx'],
  [/^\/auth\/handler\/?$/, 'src/features/access/AuthActionPage.tsx'],
];

/** A chunk and every chunk it imports, as manifest keys. */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** The files (e.g. "assets/chat-x1.js") to preload for a page the entry does not load. */
export function pagePreloadFiles(
  manifest: BuildManifest,
  pathname: string,
  language: SupportedLocale,
): string[] {
  // The entry's own imports are already in index.html.
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, loadedByEntry);

  const wanted = new Set<string>();
  const page = pageModules.find(([path]) => path.test(pathname));
  if (page) withImports(manifest, page[1], wanted);
  for (const namespace of namespacesForPath(pathname))
    withImports(manifest, `locales/${language}/${namespace}.json`, wanted);

  return [...wanted]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
}

export function preloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The built app's manifest, or null when the build has none. */
export async function readBuildManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}
