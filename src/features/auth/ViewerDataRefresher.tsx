import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import { useViewerRevision } from '../../state/viewerRevision';

/**
 * When the viewer changes (sign-in, sign-out, joining), the Relay store still holds the
 * previous viewer's answers (viewerHasJoined, viewerIsAuthor…). Marking the whole store
 * stale and re-running the route loaders makes every preloaded query fetch again.
 * Needs a data router (it lives in the app layout).
 */
export function ViewerDataRefresher() {
  const revision = useViewerRevision();
  const environment = useRelayEnvironment();
  const { revalidate } = useRevalidator();
  const handledRevision = useRef(revision);

  useEffect(() => {
    if (revision === handledRevision.current) return;
    handledRevision.current = revision;
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    void revalidate();
  }, [revision, environment, revalidate]);

  return null;
}
