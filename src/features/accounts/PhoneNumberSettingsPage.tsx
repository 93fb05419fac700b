import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthState } from '../../state/auth';
import {
  accountPhoneNumber,
  removePhoneNumber,
  sendPhoneNumberCode,
  type AccountPhoneNumber,
} from '../auth/accountPhoneNumber';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { isRequiresRecentLogin } from '../auth/firebaseAuth';
import { lastDigitsOf } from '../auth/phoneNumber';
import { PhoneSignInForm } from '../auth/PhoneSignInForm';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ReauthenticateModal } from './settings/ReauthenticateModal';
import { SettingsFrame } from './settings/SettingsFrame';
import { useRecentLogin, type RecentLoginOutcome } from './settings/useRecentLogin';

type Done = 'saved' | 'removed';

// Chosen at run time, so declared here for `npm run check:i18n`.
const m = defineMessages({
  saved: { id: 'accounts.phoneNumber.saved' },
  removed: { id: 'accounts.phoneNumber.removed' },
  add: { id: 'accounts.phoneNumber.add' },
  change: { id: 'accounts.phoneNumber.change' },
});

/** A change of the sign-in service, or its refusal for want of a recent sign-in. */
async function outcomeOf(
  change: () => Promise<void>,
  done: Done,
): Promise<RecentLoginOutcome<Done>> {
  try {
    await change();
    return { kind: 'done', value: done };
  } catch (failure) {
    if (isRequiresRecentLogin(failure)) return { kind: 'requires-recent-login' };
    throw failure;
  }
}

/**
 * /settings/personal-info/phone-number: the number the fan signs in with by SMS (only its
 * last digits shown). Adding or changing it sends a code to the new number; removing it is
 * offered while the account signs in some other way too. A too-old sign-in is asked again.
 */
export function PhoneNumberSettingsPage({
  read = accountPhoneNumber,
  sendCode = sendPhoneNumberCode,
  remove = removePhoneNumber,
}) {
  const intl = useIntl();
  const { status, user } = useAuthState();
  const [account, setAccount] = useState<AccountPhoneNumber | null>(null);
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showError = useCallback(
    (failure: unknown) => setError(intl.formatMessage({ id: authErrorMessageId(failure) })),
    [intl],
  );
  const reload = useCallback(() => read().then(setAccount, showError), [read, showError]);
  const uid = user?.uid;
  useEffect(() => {
    if (uid) void reload();
  }, [uid, reload]);

  const recentLogin = useRecentLogin<Done>(
    useCallback(
      (outcome: Done) => {
        setDone(outcome);
        setEditing(false);
        void reload();
      },
      [reload],
    ),
  );

  // The form's confirm: a wrong code goes back to the form; an old sign-in to the prompt.
  const sendCodeToNewNumber = useCallback(
    async (phoneNumber: string, recaptchaContainer: HTMLElement) => {
      const sent = await sendCode(phoneNumber, recaptchaContainer);
      return {
        confirm: (code: string) =>
          recentLogin.run(() => outcomeOf(() => sent.confirm(code), 'saved')),
      };
    },
    [recentLogin, sendCode],
  );
  const removeNumber = async () => {
    setError(null);
    setDone(null);
    setBusy(true);
    await recentLogin.run(() => outcomeOf(remove, 'removed')).catch(showError);
    setBusy(false);
  };

  const title = intl.formatMessage({ id: 'accounts.phoneNumber.title' });
  const phoneNumber = account?.phoneNumber ?? null;
  return (
    <SettingsFrame
      title={title}
      description={<FormattedMessage id="accounts.phoneNumber.description" />}
    >
      {status === 'pendding' ? (
        <Loader size="sm" />
      ) : !user ? (
        <MemberOnlyProfileNotice />
      ) : !account ? (
        error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : (
          <Loader size="sm" />
        )
      ) : (
        <Stack gap="md">
          {phoneNumber ? (
            <div>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="accounts.phoneNumber.current" />
              </Text>
              <Text fw={600} data-testid="current-phone-number">
                <FormattedMessage
                  id="accounts.phoneNumber.endingIn"
                  values={{ lastDigits: lastDigitsOf(phoneNumber) }}
                />
              </Text>
            </div>
          ) : (
            <Text size="sm">
              <FormattedMessage id="accounts.phoneNumber.none" />
            </Text>
          )}
          {done && (
            <Alert color="teal" variant="light" role="status">
              <FormattedMessage {...m[done]} />
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {editing ? (
            <>
              <PhoneSignInForm
                sendCode={sendCodeToNewNumber}
                onSignedIn={() => undefined}
                lead={<FormattedMessage id="accounts.phoneNumber.lead" />}
                confirmLabel={<FormattedMessage id="accounts.phoneNumber.confirm" />}
              />
              <Button variant="default" h={44} onClick={() => setEditing(false)}>
                <FormattedMessage id="accounts.phoneNumber.cancel" />
              </Button>
            </>
          ) : (
            <Button
              h={44}
              onClick={() => {
                setDone(null);
                setError(null);
                setEditing(true);
              }}
            >
              <FormattedMessage {...(phoneNumber ? m.change : m.add)} />
            </Button>
          )}
          {phoneNumber && !editing && account.hasOtherSignInMethod && (
            <Button
              variant="light"
              color="red"
              h={44}
              loading={busy}
              onClick={() => void removeNumber()}
            >
              <FormattedMessage id="accounts.phoneNumber.remove" />
            </Button>
          )}
          {phoneNumber && !editing && !account.hasOtherSignInMethod && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="accounts.phoneNumber.onlyMethod" />
            </Text>
          )}
        </Stack>
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
