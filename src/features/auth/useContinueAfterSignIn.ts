import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useLoginModal } from '../../state/loginModal';
import { fetchViewerMembership } from './viewerMembership';

/**
 * After a sign-in outside the login modal (the SMS page, a mailed link): a member goes on
 * to `redirectPath`; a fan who has not joined this garden gets the login modal's join
 * step (name, date of birth, terms), which returns them to `redirectPath` once joined.
 */
export function useContinueAfterSignIn(): (redirectPath: string) => Promise<void> {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { open } = useLoginModal();
  return useCallback(
    async (redirectPath: string) => {
      const membership = await fetchViewerMembership(environment);
      if (membership === 'member') navigate(redirectPath, { replace: true });
      else open({ step: 'join', redirectPath });
    },
    [environment, navigate, open],
  );
}
