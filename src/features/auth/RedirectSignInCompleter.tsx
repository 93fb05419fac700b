import { Notification } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessageId } from './authErrorMessageId';
import { finishRedirectSignIn } from './firebaseAuth';
import { useContinueAfterSignIn } from './useContinueAfterSignIn';

/**
 * Finishes a sign-in by redirect (Google on a narrow screen) on the page it came back to:
 * a member goes on where they were, a new fan gets the join step. Mounted once, in the shell.
 */
export function RedirectSignInCompleter() {
  const intl = useIntl();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishRedirectSignIn().then(
      (redirectPath) => (redirectPath === null ? undefined : continueAfterSignIn(redirectPath)),
      (failure: unknown) => setError(intl.formatMessage({ id: authErrorMessageId(failure) })),
    );
  }, [continueAfterSignIn, intl]);

  if (!error) return null;
  return (
    <Notification
      role="alert"
      color="red"
      withCloseButton
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'auth.modal.close' }) }}
      onClose={() => setError(null)}
      style={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 400 }}
    >
      {error}
    </Notification>
  );
}
