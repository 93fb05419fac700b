import { Alert, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthState } from '../../state/auth';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { changePassword, isRequiresRecentLogin } from '../auth/firebaseAuth';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ReauthenticateModal } from './settings/ReauthenticateModal';
import { SettingsFrame } from './settings/SettingsFrame';
import { useRecentLogin, type RecentLoginOutcome } from './settings/useRecentLogin';

export const MIN_PASSWORD_LENGTH = 6;

/** /settings/personal-info/password: a new password (a too-old sign-in is asked again). */
export function PasswordSettingsPage({ change: changeWith = changePassword }) {
  const intl = useIntl();
  const { status, user } = useAuthState();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recentLogin = useRecentLogin<null>(
    useCallback(() => {
      setSaved(true);
      setPassword('');
      setConfirmation('');
    }, []),
  );
  const change = useCallback(
    async (next: string): Promise<RecentLoginOutcome<null>> => {
      try {
        await changeWith(next);
        return { kind: 'done', value: null };
      } catch (failure) {
        if (isRequiresRecentLogin(failure)) return { kind: 'requires-recent-login' };
        setError(intl.formatMessage({ id: authErrorMessageId(failure) }));
        throw failure;
      }
    },
    [changeWith, intl],
  );
  const submit = async () => {
    setError(null);
    setSaved(false);
    if ([...password].length < MIN_PASSWORD_LENGTH)
      return setError(intl.formatMessage({ id: 'auth.error.weakPassword' }));
    if (password !== confirmation)
      return setError(intl.formatMessage({ id: 'accounts.password.mismatch' }));
    setBusy(true);
    await recentLogin.run(() => change(password)).catch(() => undefined);
    setBusy(false);
  };
  return (
    <SettingsFrame
      title={intl.formatMessage({ id: 'accounts.password.title' })}
      description={<FormattedMessage id="accounts.password.description" />}
    >
      {status === 'pendding' ? (
        <Loader size="sm" />
      ) : !user ? (
        <MemberOnlyProfileNotice />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <PasswordInput
              label={intl.formatMessage({ id: 'accounts.password.new' })}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
            />
            <PasswordInput
              label={intl.formatMessage({ id: 'accounts.password.confirm' })}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              required
            />
            {saved && (
              <Alert color="teal" variant="light" role="status">
                <FormattedMessage id="accounts.password.saved" />
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" h={44} loading={busy}>
              <FormattedMessage id="accounts.password.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <ReauthenticateModal
        opened={recentLogin.prompting}
        onClose={() => {
          recentLogin.cancel();
          setBusy(false);
        }}
        onDone={recentLogin.reauthenticated}
      />
    </SettingsFrame>
  );
}
