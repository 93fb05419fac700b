import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthState } from '../../state/auth';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { isRequiresRecentLogin, requestEmailChange } from '../auth/firebaseAuth';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ReauthenticateModal } from './settings/ReauthenticateModal';
import { SettingsFrame } from './settings/SettingsFrame';
import { useRecentLogin, type RecentLoginOutcome } from './settings/useRecentLogin';

/**
 * /settings/personal-info/email: changing the sign-in e-mail. The sign-in service sends a
 * link to the new address and changes it once the fan opens it; a sign-in that is too old
 * is asked for the password first.
 */
export function EmailSettingsPage({ requestChange = requestEmailChange }) {
  const intl = useIntl();
  const { status, user } = useAuthState();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recentLogin = useRecentLogin<string>(useCallback((address) => setSentTo(address), []));

  const change = useCallback(
    async (address: string): Promise<RecentLoginOutcome<string>> => {
      try {
        await requestChange(address);
        return { kind: 'done', value: address };
      } catch (failure) {
        if (isRequiresRecentLogin(failure)) return { kind: 'requires-recent-login' };
        setError(intl.formatMessage({ id: authErrorMessageId(failure) }));
        throw failure;
      }
    },
    [intl, requestChange],
  );
  const submit = async () => {
    setError(null);
    setSentTo(null);
    setBusy(true);
    const address = email.trim();
    await recentLogin.run(() => change(address)).catch(() => undefined);
    setBusy(false);
  };

  return (
    <SettingsFrame
      title={intl.formatMessage({ id: 'accounts.email.title' })}
      description={<FormattedMessage id="accounts.email.description" />}
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
            <div>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="accounts.email.current" />
              </Text>
              <Text fw={600} data-testid="current-email">
                {user.email}
              </Text>
            </div>
            <TextInput
              type="email"
              label={intl.formatMessage({ id: 'accounts.email.new' })}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
            />
            {sentTo && (
              <Alert color="teal" variant="light" role="status">
                <FormattedMessage id="accounts.email.sent" values={{ email: sentTo }} />
              </Alert>
            )}
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" h={44} loading={busy}>
              <FormattedMessage id="accounts.email.submit" />
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
