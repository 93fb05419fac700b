import { useEffect } from 'react';
import { useSetAuthUser } from '../../state/auth';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { onAuthChanged } from './firebaseAuth';

/**
 * Keeps the auth state in step with the sign-in service. When the signed-in user changes
 * after the first report, viewer-dependent data is stale: the revision bump reloads it.
 */
export function AuthListener() {
  const setAuthUser = useSetAuthUser();
  const bumpViewerRevision = useBumpViewerRevision();

  useEffect(() => {
    // undefined until the first report: the first request already waited for it.
    let previousUid: string | null | undefined;
    return onAuthChanged((user) => {
      const uid = user?.uid ?? null;
      setAuthUser(user);
      if (previousUid !== undefined && previousUid !== uid) bumpViewerRevision();
      previousUid = uid;
    });
  }, [setAuthUser, bumpViewerRevision]);

  return null;
}
