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
  [/^\/messages\/direct-messages\/[^/]+\/?$/, 'src/features/chat/DirectMessagePage.tsx'],
  [/^\/settings\/?$/, 'src/features/settings/SettingsPage.tsx'],
  [/^\/settings\/management(\/[^/]+)?\/?$/, 'src/features/chat/SafetySettingsPage.tsx'],
  [/^\/timeline\/?$/, 'src/features/posts/TimelinePage.tsx'],
  [/^\/home-timeline\/?$/, 'src/features/posts/HomeTimelinePage.tsx'],
  [/^\/trend\/?$/, 'src/features/posts/TrendPage.tsx'],
  [/^\/posts\/[^/]+\/?$/, 'src/features/posts/PostPage.tsx'],
  [/^\/topics\/?$/, 'src/features/posts/TopicsPage.tsx'],
  [/^\/search\/?$/, 'src/features/posts/SearchPage.tsx'],
  [/^\/topics\/[^/]+\/?$/, 'src/features/posts/TopicPage.tsx'],
  [/^\/information\/?$/, 'src/features/information/InformationPage.tsx'],
  [/^\/information\/[^/]+\/general-information\/?$/, 'src/features/information/ArticlePage.tsx'],
  [
    /^\/information\/[^/]+\/favorite-information-list\/?$/,
    'src/features/information/FavoriteInformationPage.tsx',
  ],
  [/^\/events\/?$/, 'src/features/information/EventsPage.tsx'],
  [/^\/official-schedules\/[^/]+\/?$/, 'src/features/information/OfficialSchedulePage.tsx'],
  [/^\/settings\/language\/?$/, 'src/features/settings/LanguageSettingsPage.tsx'],
  [/^\/profile\/[^/]+\/?$/, 'src/features/accounts/ProfilePage.tsx'],
  [/^\/follow-list\/?$/, 'src/features/accounts/FollowListPage.tsx'],
  [/^\/mypage\/?$/, 'src/features/accounts/MyPage.tsx'],
  [/^\/mypage\/edit\/?$/, 'src/features/accounts/MyPageEditPage.tsx'],
  [/^\/mypage\/badges\/?$/, 'src/features/engagement/BadgesPage.tsx'],
  [/^\/missions\/?$/, 'src/features/engagement/MissionsPage.tsx'],
  [/^\/step-mission\/?$/, 'src/features/engagement/StepMissionPage.tsx'],
  [/^\/check-in\/?$/, 'src/features/engagement/CheckInPage.tsx'],
  [/^\/check-in\/histories\/?$/, 'src/features/engagement/CheckInHistoriesPage.tsx'],
  [/^\/check-in\/presents\/?$/, 'src/features/engagement/CheckInPresentsPage.tsx'],
  [/^\/check-in\/presents\/[^/]+\/?$/, 'src/features/engagement/CheckInPresentPage.tsx'],
  [/^\/check-in\/stores\/?$/, 'src/features/engagement/CheckInStoresPage.tsx'],
  [/^\/voting-event\/[^/]+\/?$/, 'src/features/engagement/VotingEventPage.tsx'],
  [/^\/voting-event\/[^/]+\/result\/?$/, 'src/features/engagement/VotingResultPage.tsx'],
  [/^\/voting-event\/[^/]+\/share\/?$/, 'src/features/engagement/VotingSharePage.tsx'],
  [/^\/welcome\/?$/, 'src/features/access/WelcomePage.tsx'],
  [/^\/privacy-choices\/?$/, 'src/features/access/PrivacyChoicesPage.tsx'],
  [/^\/blocked\/?$/, 'src/features/access/BlockedPage.tsx'],
  [/^\/ip-blocked\/?$/, 'src/features/access/IpBlockedPage.tsx'],
  [/^\/auth\/handler\/?$/, 'src/features/access/AuthActionPage.tsx'],
  [/^\/store\/?$/, 'src/features/store/StorePage.tsx'],
  [/^\/store\/sections\/[^/]+\/?$/, 'src/features/store/SectionPage.tsx'],
  [/^\/store\/items\/[^/]+\/?$/, 'src/features/store/ItemPage.tsx'],
  [/^\/store\/cart\/baskets\/?$/, 'src/features/store/BasketPage.tsx'],
  [/^\/store\/community-coins\/paid\/?$/, 'src/features/store/CoinShopPage.tsx'],
  [/^\/checkout\/[^/]+\/?$/, 'src/features/store/CheckoutPage.tsx'],
  [/^\/store\/cash-payment\/[^/]+\/pending\/?$/, 'src/features/store/PaymentPendingPage.tsx'],
  [/^\/store\/order\/complete\/?$/, 'src/features/store/OrderCompletePage.tsx'],
  [/^\/receipt\/[^/]+\/?$/, 'src/features/store/ReceiptPage.tsx'],
  [/^\/settings\/purchase-history\/?$/, 'src/features/store/PurchaseHistoryPage.tsx'],
  [/^\/settings\/purchase-history\/[^/]+\/?$/, 'src/features/store/PurchaseDetailPage.tsx'],
  [/^\/(tokushoho|payment-services-act)\/?$/, 'src/features/store/LegalPage.tsx'],
  [/^\/probability-treasure-machine\/?$/, 'src/features/draws/TreasureMachinesPage.tsx'],
  [/^\/probability-treasure-machine\/history\/?$/, 'src/features/draws/DrawHistoryPage.tsx'],
  [/^\/probability-treasure-machine\/delivery\/?$/, 'src/features/draws/PrizeDeliveryPage.tsx'],
  [
    /^\/probability-treasure-machine\/pulls\/[^/]+\/verify\/?$/,
    'src/features/draws/VerifyPullPage.tsx',
  ],
  [/^\/probability-treasure-machine\/[^/]+\/redeem\/?$/, 'src/features/draws/RedeemPointsPage.tsx'],
  [/^\/probability-treasure-machine\/[^/]+\/?$/, 'src/features/draws/TreasureMachinePage.tsx'],
  [/^\/collectable-card\/?$/, 'src/features/cards/CardCataloguePage.tsx'],
  [/^\/collectable-card\/category-groups\/[^/]+\/?$/, 'src/features/cards/CategoryGroupPage.tsx'],
  [/^\/collectable-card\/categories\/[^/]+\/?$/, 'src/features/cards/CategoryPage.tsx'],
  [/^\/collectable-card\/[^/]+\/?$/, 'src/features/cards/CardPage.tsx'],
  [/^\/mypage\/collections\/?$/, 'src/features/cards/CollectionsPage.tsx'],
  [/^\/mypage\/collections\/[^/]+\/?$/, 'src/features/cards/CollectionPage.tsx'],
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
