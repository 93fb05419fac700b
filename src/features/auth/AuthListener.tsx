import { useEffect } from 'react';
import { useSetAuthUser } from '../../state/auth';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { onAuthChanged, onIdTokenChanged } from './firebaseAuth';
import { writeSessionCookie } from './sessionCookie';
import { mayHaveSession } from './sessionHint';

/**
 * Keeps the auth state, and the session cookie, in step with the sign-in service. When the
 * signed-in user changes after the first report, viewer-dependent data is stale: the
 * revision bump reloads it.
 */
export function AuthListener() {
  const setAuthUser = useSetAuthUser();
  const bumpViewerRevision = useBumpViewerRevision();

  useEffect(() => {
    // undefined until the first report: the first requests already waited for it, unless
    // the browser had no session hint (then they went out signed out at once: see
    // sessionHint.ts), so a user in the first report makes that data stale.
    let previousUid: string | null | undefined = mayHaveSession() ? undefined : null;
    return onAuthChanged((user) => {
      const uid = user?.uid ?? null;
      setAuthUser(user);
      if (previousUid !== undefined && previousUid !== uid) bumpViewerRevision();
      previousUid = uid;
    });
  }, [setAuthUser, bumpViewerRevision]);

  // The server recognises a blocked account on page loads by this cookie.
  useEffect(() => onIdTokenChanged((token) => writeSessionCookie(token)), []);

  return null;
}
