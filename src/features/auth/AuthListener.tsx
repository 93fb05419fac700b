import { Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetAuthUser } from '../../state/auth';
import { useRenewStream } from '../../relay/GardenRelayProvider';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { onAuthChanged } from './firebaseAuth';
import { keepServerSession } from './serverSession';
import { mayHaveSession } from './sessionHint';

/**
 * Keeps the auth state, and the server's session cookie, in step with the sign-in service.
 * When the signed-in user changes after the first report, viewer-dependent data is stale:
 * the revision bump reloads it. When the session has really ended, it says so.
 */
export function AuthListener() {
  const intl = useIntl();
  const setAuthUser = useSetAuthUser();
  const bumpViewerRevision = useBumpViewerRevision();
  const renewStream = useRenewStream();
  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(() => {
    // undefined until the first report: the first requests already waited for it, unless
    // the browser had no session hint (then they went out signed out at once: see
    // sessionHint.ts), so a user in the first report makes that data stale.
    let previousUid: string | null | undefined = mayHaveSession() ? undefined : null;
    return onAuthChanged((user) => {
      const uid = user?.uid ?? null;
      setAuthUser(user);
      if (user) setSessionEnded(false);
      if (previousUid !== undefined && previousUid !== uid) {
        bumpViewerRevision();
        // Live events must be read as the new viewer too (own messages, permissions).
        renewStream();
      }
      previousUid = uid;
    });
  }, [setAuthUser, bumpViewerRevision, renewStream]);

  // The server recognises the fan (and a blocked account) on page loads by this session.
  useEffect(() => keepServerSession(() => setSessionEnded(true)), []);

  if (!sessionEnded) return null;
  return (
    <Notification
      role="alert"
      color="red"
      withCloseButton
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.sessionEnded.close' }) }}
      onClose={() => setSessionEnded(false)}
      style={{ position: 'fixed', top: 64, right: 16, zIndex: 400, maxWidth: 360 }}
      title={intl.formatMessage({ id: 'common.sessionEnded.title' })}
    >
      {intl.formatMessage({ id: 'common.sessionEnded.body' })}
    </Notification>
  );
}
