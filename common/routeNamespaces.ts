// Which translation namespaces (locales/<lang>/<namespace>.json) each path prefix needs
// (spec §2 "Other notes"). A page loads only these; the longest matching prefix wins.
// Pages inside the app shell list `auth` too: the shell's sign-in modal needs it.

export const DEFAULT_NAMESPACES = ['common', 'auth'] as const;

const namespacesByPrefix: Array<[prefix: string, namespaces: readonly string[]]> = [
  // Home shows the first channels (HomeChannels), in the chat's words.
  ['/', ['common', 'auth', 'chat']],
  ['/messages', ['common', 'auth', 'chat']],
  // Posts show relative times in the chat's words (RelativeTime).
  ['/timeline', ['common', 'auth', 'chat', 'posts']],
  ['/home-timeline', ['common', 'auth', 'chat', 'posts']],
  ['/trend', ['common', 'auth', 'chat', 'posts']],
  ['/posts', ['common', 'auth', 'chat', 'posts']],
  ['/topics', ['common', 'auth', 'chat', 'posts']],
  ['/search', ['common', 'auth', 'chat', 'posts']],
  ['/information', ['common', 'auth', 'information']],
  ['/events', ['common', 'auth', 'information']],
  ['/official-schedules', ['common', 'auth', 'information']],
  ['/settings', ['common', 'auth', 'settings']],
  ['/store', ['common', 'auth', 'store']],
  ['/checkout', ['common', 'auth', 'store']],
  ['/receipt', ['common', 'auth', 'store']],
  ['/settings/purchase-history', ['common', 'auth', 'store']],
  ['/settings/store', ['common', 'auth', 'store']],
  ['/tokushoho', ['common', 'auth', 'store']],
  ['/payment-services-act', ['common', 'auth', 'store']],
  // Blocked and muted fans, hidden messages and mute words: the chat's safety tools.
  ['/settings/management', ['common', 'auth', 'settings', 'chat']],
  // A profile's "Message" button opens a direct message, in the chat's words.
  ['/profile', ['common', 'auth', 'accounts', 'chat', 'cards']],
  ['/follow-list', ['common', 'auth', 'accounts']],
  ['/mypage', ['common', 'auth', 'accounts']],
  ['/mypage/badges', ['common', 'auth', 'engagement']],
  ['/missions', ['common', 'auth', 'engagement']],
  ['/step-mission', ['common', 'auth', 'engagement']],
  ['/check-in', ['common', 'auth', 'engagement']],
  ['/voting-event', ['common', 'auth', 'engagement']],
  ['/welcome', ['common', 'auth', 'access']],
  ['/auth/handler', ['common', 'auth', 'access']],
  ['/blocked', ['common', 'access']],
  ['/ip-blocked', ['common', 'access']],
  ['/privacy-choices', ['common', 'auth', 'access']],
  ['/probability-treasure-machine', ['common', 'auth', 'draws']],
  // The prize delivery chooses from the store's address book, in the store's words.
  ['/probability-treasure-machine/delivery', ['common', 'auth', 'draws', 'store']],
  ['/collectable-card', ['common', 'auth', 'cards']],
  ['/mypage/collections', ['common', 'auth', 'cards', 'accounts']],
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function namespacesForPath(pathname: string): readonly string[] {
  let best: [string, readonly string[]] | undefined;
  for (const entry of namespacesByPrefix) {
    if (matchesPrefix(pathname, entry[0]) && (!best || entry[0].length > best[0].length))
      best = entry;
  }
  return best?.[1] ?? DEFAULT_NAMESPACES;
}
