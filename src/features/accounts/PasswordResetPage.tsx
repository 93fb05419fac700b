import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { resetPassword, sendPasswordReset } from '../auth/firebaseAuth';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MIN_PASSWORD_LENGTH } from './PasswordSettingsPage';

/**
 * /password-reset: asks for the e-mail and sends the reset mail; opened from that mail
 * (?oobCode=…), it sets the new password.
 */
export function PasswordResetPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const title = intl.formatMessage({ id: 'accounts.reset.title' });
  usePageMetadata(title);
  return (
    <Container size="xs" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {oobCode ? <NewPasswordForm oobCode={oobCode} /> : <RequestResetForm />}
        </Stack>
      </Paper>
    </Container>
  );
}

function RequestResetForm() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      // An unknown address is not told apart from a known one.
      if ((failure as { code?: string }).code === 'auth/user-not-found') setSentTo(email.trim());
      else setError(intl.formatMessage({ id: authErrorMessageId(failure) }));
    } finally {
      setBusy(false);
    }
  };
  if (sentTo)
    return (
      <Alert color="teal" variant="light" role="status">
        <FormattedMessage id="accounts.reset.sent" values={{ email: sentTo }} />
      </Alert>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="accounts.reset.description" />
        </Text>
        <TextInput
          type="email"
          label={intl.formatMessage({ id: 'accounts.reset.email' })}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" h={44} loading={busy}>
          <FormattedMessage id="accounts.reset.send" />
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    if ([...password].length < MIN_PASSWORD_LENGTH)
      return setError(intl.formatMessage({ id: 'auth.error.weakPassword' }));
    setBusy(true);
    try {
      await resetPassword(oobCode, password);
      setDone(true);
    } catch (failure) {
      const code = (failure as { code?: string }).code ?? '';
      setError(
        intl.formatMessage({
          id: /expired|invalid-action-code/.test(code)
            ? 'accounts.reset.expired'
            : authErrorMessageId(failure),
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <Stack gap="md" role="status">
        <Text>
          <FormattedMessage id="accounts.reset.done" />
        </Text>
        <Anchor component={Link} to="/">
          <FormattedMessage id="accounts.reset.home" />
        </Anchor>
      </Stack>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <PasswordInput
          label={intl.formatMessage({ id: 'accounts.reset.newPassword' })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" h={44} loading={busy}>
          <FormattedMessage id="accounts.reset.save" />
        </Button>
      </Stack>
    </form>
  );
}
