import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authErrorMessageId } from '../../auth/authErrorMessageId';
import {
  reauthenticate,
  reauthenticateWithProvider,
  reauthMethodOfCurrentUser,
  sendReauthSmsCode,
  type ReauthMethod,
} from '../../auth/firebaseAuth';
import { PhoneSignInForm } from '../../auth/PhoneSignInForm';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../auth/socialProviders';

/**
 * Asks the fan to prove it is them again before a change that needs a recent sign-in (the
 * e-mail, the password, the phone number, deleting the account), the way their account
 * signs in: the password, its social provider (a popup) or an SMS code; `onDone` retries
 * the change.
 */
export function ReauthenticateModal({
  opened,
  onClose,
  onDone,
  reauthenticateWith = reauthenticate,
  methodOf = reauthMethodOfCurrentUser,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  reauthenticateWith?: (password: string) => Promise<void>;
  /** The way the signed-in account proves itself (read from the sign-in service). */
  methodOf?: () => Promise<ReauthMethod>;
}) {
  const intl = useIntl();
  const [method, setMethod] = useState<ReauthMethod>('password');
  useEffect(() => {
    if (!opened) return;
    let current = true;
    methodOf().then(
      (found) => current && setMethod(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [opened, methodOf]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const social = SOCIAL_PROVIDERS.find((provider) => provider.id === method);
  const withProvider = async (provider: SocialProvider) => {
    setBusy(true);
    setError(null);
    try {
      await reauthenticateWithProvider(provider);
      onDone();
    } catch (failure) {
      setError(intl.formatMessage({ id: authErrorMessageId(failure) }));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await reauthenticateWith(password);
      setPassword('');
      onDone();
    } catch (failure) {
      setError(intl.formatMessage({ id: authErrorMessageId(failure) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      title={<FormattedMessage id="accounts.reauth.title" />}
    >
      {method === 'phone' ? (
        <Stack gap="md">
          <PhoneSignInForm
            sendCode={sendReauthSmsCode}
            onSignedIn={onDone}
            lead={<FormattedMessage id="accounts.reauth.phoneDescription" />}
          />
          <Button variant="default" onClick={onClose} h={44}>
            <FormattedMessage id="accounts.reauth.cancel" />
          </Button>
        </Stack>
      ) : social ? (
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage
              id="accounts.reauth.socialDescription"
              values={{ provider: intl.formatMessage(social.name) }}
            />
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} h={44}>
              <FormattedMessage id="accounts.reauth.cancel" />
            </Button>
            <Button loading={busy} h={44} onClick={() => void withProvider(social)}>
              <FormattedMessage
                id="accounts.reauth.social"
                values={{ provider: intl.formatMessage(social.name) }}
              />
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage id="accounts.reauth.description" />
            </Text>
            <PasswordInput
              label={intl.formatMessage({ id: 'accounts.reauth.password' })}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              data-autofocus
            />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} h={44}>
                <FormattedMessage id="accounts.reauth.cancel" />
              </Button>
              <Button type="submit" loading={busy} h={44}>
                <FormattedMessage id="accounts.reauth.submit" />
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
