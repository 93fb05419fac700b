import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessageId } from './authErrorMessageId';
import { emailLinkContinueUrl } from './emailLinkPaths';
import { sendSignInLink } from './firebaseAuth';
import { emailError } from './loginFormValidation';

/**
 * E-mail link sign-in, first half: sends the link. The link opens the landing page
 * (EmailLinkLandingPage), which signs the fan in and returns them to `redirectPath`.
 */
export function EmailLinkForm({ redirectPath }: { redirectPath: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const invalid = emailError(email);
    setFieldError(invalid ? t(invalid) : null);
    if (invalid) return;
    setBusy(true);
    try {
      const address = email.trim();
      const here = window.location.pathname + window.location.search;
      await sendSignInLink(
        address,
        emailLinkContinueUrl(window.location.origin, redirectPath ?? here),
      );
      setSentTo(address);
    } catch (error) {
      setFormError(t(authErrorMessageId(error)));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo)
    return (
      <Alert color="teal" variant="light" role="status">
        {intl.formatMessage({ id: 'auth.emailLink.sent' }, { email: sentTo })}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage({ id: 'auth.emailLink.lead' })}</Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage({ id: 'auth.field.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.emailLink.send' })}
        </Button>
      </Stack>
    </form>
  );
}
