import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authErrorMessageId } from '../../auth/authErrorMessageId';
import { reauthenticate } from '../../auth/firebaseAuth';

/**
 * Asks for the fan's password again before a change that needs a recent sign-in (the
 * e-mail, the password, deleting the account); `onDone` retries the change.
 */
export function ReauthenticateModal({
  opened,
  onClose,
  onDone,
  reauthenticateWith = reauthenticate,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  reauthenticateWith?: (password: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    </Modal>
  );
}
