// Keeps the server's session cookie in step with the sign-in service: each new ID token is
// traded for it, sign-out drops it. A token the server refuses (after a restart of the
// embedded sign-in every earlier token counts as revoked) is refreshed once; if the fresh
// one is refused too, or cannot be had, the session has really ended: the fan is signed
// out, and `onEnded` lets the app say so.
import { loadAuth, onIdTokenChanged, signOut } from './firebaseAuth';
import { syncServerSession } from './sessionCookie';

async function refreshIdToken(): Promise<boolean> {
  const auth = await loadAuth();
  if (!auth.currentUser) return false;
  try {
    // onIdTokenChanged reports the fresh token, which is then traded in its turn.
    await auth.currentUser.getIdToken(true);
    return true;
  } catch {
    return false;
  }
}

export function keepServerSession(
  onEnded: () => void,
  sync: typeof syncServerSession = syncServerSession,
): () => void {
  let refreshed = false;
  return onIdTokenChanged((token) => {
    if (token === null) {
      refreshed = false;
      void sync(null);
      return;
    }
    void sync(token).then(async (result) => {
      if (result === 'saved') refreshed = false;
      if (result !== 'refused') return;
      if (!refreshed) {
        refreshed = true;
        if (await refreshIdToken()) return;
      }
      await signOut().catch(() => undefined);
      onEnded();
    });
  });
}
