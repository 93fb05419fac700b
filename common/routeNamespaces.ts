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
  ['/posts', ['common', 'auth', 'chat', 'posts']],
  ['/topics', ['common', 'auth', 'chat', 'posts']],
  ['/search', ['common', 'auth', 'chat', 'posts']],
  ['/settings', ['common', 'auth', 'settings']],
  ['/profile', ['common', 'auth', 'accounts']],
  ['/follow-list', ['common', 'auth', 'accounts']],
  ['/mypage', ['common', 'auth', 'accounts']],
  ['/welcome', ['common', 'auth', 'access']],
  ['/auth/handler', ['common', 'auth', 'access']],
  ['/blocked', ['common', 'access']],
  ['/ip-blocked', ['common', 'access']],
  ['/privacy-choices', ['common', 'auth', 'access']],
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
