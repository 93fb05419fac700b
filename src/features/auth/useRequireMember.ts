import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { readViewerMembership } from './viewerMembership';

/**
 * Returns requireMember(): true when the viewer is signed in and has joined the garden;
 * otherwise it opens the login modal (sign-up, back to this page afterwards) and returns false.
 */
export function useRequireMember(): () => boolean {
  const environment = useRelayEnvironment();
  const { status } = useAuthState();
  const { open } = useLoginModal();
  const { pathname, search } = useLocation();

  return useCallback(() => {
    if (status !== 'not-logged-in') {
      const membership = readViewerMembership(environment);
      // Without a viewer in the store, trust the sign-in state: the server still checks.
      if (membership === 'member' || (membership === undefined && status === 'logged-in'))
        return true;
    }
    open({ step: 'signup', redirectPath: `${pathname}${search}` });
    return false;
  }, [environment, status, open, pathname, search]);
}
