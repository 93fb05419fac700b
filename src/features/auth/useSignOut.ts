import { useCallback } from 'react';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { forgetOfflinePages } from '../../relay/offlinePages';
import { useAuthState, useBeginLogout, useSetAuthUser } from '../../state/auth';
import { useDiscardChatOutbox } from '../../state/chatOutbox';
import { signOut } from './firebaseAuth';

/**
 * Logs out: the status returns to 'pendding' until the sign-in service confirms (spec §4).
 * The fan's unsent chat messages and the pages kept for reading offline go with them.
 */
export function useSignOut(): () => Promise<void> {
  const { user } = useAuthState();
  const beginLogout = useBeginLogout();
  const setAuthUser = useSetAuthUser();
  const discardOutbox = useDiscardChatOutbox();
  const { tenantId } = useAppConfig();

  return useCallback(async () => {
    beginLogout();
    try {
      await signOut();
    } catch (error) {
      setAuthUser(user); // still signed in after all
      throw error;
    }
    if (user) {
      discardOutbox(user.uid);
      await forgetOfflinePages(tenantId, user.uid);
    }
  }, [user, beginLogout, setAuthUser, discardOutbox, tenantId]);
}
