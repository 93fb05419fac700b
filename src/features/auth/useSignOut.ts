import { useCallback } from 'react';
import { useAuthState, useBeginLogout, useSetAuthUser } from '../../state/auth';
import { signOut } from './firebaseAuth';

/** Logs out: the status returns to 'pendding' until the sign-in service confirms (spec §4). */
export function useSignOut(): () => Promise<void> {
  const { user } = useAuthState();
  const beginLogout = useBeginLogout();
  const setAuthUser = useSetAuthUser();

  return useCallback(async () => {
    beginLogout();
    try {
      await signOut();
    } catch (error) {
      setAuthUser(user); // still signed in after all
      throw error;
    }
  }, [user, beginLogout, setAuthUser]);
}
