// Remembers, without the sign-in service, whether this browser holds a signed-in session.
// A visitor who never signed in then sends the first requests at once, instead of waiting
// for firebase/auth (~45 KB gzipped) to load and restore a session that does not exist.
export const SESSION_HINT_KEY = 'garden.hasSession';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled: behave as if there may be a session.
    return undefined;
  }
}

/** True when a session may exist (and so the sign-in service must be asked). */
export function mayHaveSession(): boolean {
  const store = storage();
  return store ? store.getItem(SESSION_HINT_KEY) === '1' : true;
}

export function rememberSession(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(SESSION_HINT_KEY, '1');
  else store.removeItem(SESSION_HINT_KEY);
}
