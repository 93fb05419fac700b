import { useCallback } from 'react';
import { useAuthState, useBeginLogout, useSetAuthUser } from '../../state/auth';
import { useDiscardChatOutbox } from '../../state/chatOutbox';
import { signOut } from './firebaseAuth';

/**
 * Logs out: the status returns to 'pendding' until the sign-in service confirms (spec §4).
 * The fan's unsent chat messages go with them.
 */
export function useSignOut(): () => Promise<void> {
  const { user } = useAuthState();
  const beginLogout = useBeginLogout();
  const setAuthUser = useSetAuthUser();
  const discardOutbox = useDiscardChatOutbox();

  return useCallback(async () => {
    beginLogout();
    try {
      await signOut();
    } catch (error) {
      setAuthUser(user); // still signed in after all
      throw error;
    }
    if (user) discardOutbox(user.uid);
  }, [user, beginLogout, setAuthUser, discardOutbox]);
}
