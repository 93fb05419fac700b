import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMetadata } from '../shell/DocumentMetadata';
import {
  checkPasswordResetCode,
  EMAIL_FOR_SIGN_IN_KEY,
  isEmailSignInLink,
  resetPassword,
  signInWithLink,
  verifyEmail,
} from './emailActions';

const messages = defineMessages({
  invalidTitle: { id: 'access.authAction.invalid.title' },
  invalidBody: { id: 'access.authAction.invalid.body' },
  resetPasswordDone: { id: 'access.authAction.resetPassword.done' },
  resetPasswordFailed: { id: 'access.authAction.resetPassword.failed' },
  resetPasswordTitle: { id: 'access.authAction.resetPassword.title' },
  signInDone: { id: 'access.authAction.signIn.done' },
  signInFailed: { id: 'access.authAction.signIn.failed' },
  signInTitle: { id: 'access.authAction.signIn.title' },
  verifyEmailDone: { id: 'access.authAction.verifyEmail.done' },
  verifyEmailFailed: { id: 'access.authAction.verifyEmail.failed' },
  verifyEmailTitle: { id: 'access.authAction.verifyEmail.title' },
});

type Outcome = 'working' | 'form' | 'done' | 'failed';

/** Firebase's minimum password length. */
const MIN_PASSWORD_LENGTH = 6;

function Working() {
  const intl = useIntl();
  return (
    <Stack
      align="center"
      role="status"
      aria-label={intl.formatMessage({ id: 'access.authAction.working' })}
    >
      <Loader />
    </Stack>
  );
}

function Result({ ok, message }: { ok: boolean; message: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color={ok ? 'green' : 'red'} role={ok ? 'status' : 'alert'} w="100%">
        {intl.formatMessage(message)}
      </Alert>
      <Button component={Link} to="/" variant="light">
        {intl.formatMessage({ id: 'access.authAction.toHome' })}
      </Button>
    </Stack>
  );
}

function VerifyEmail({ code }: { code: string }) {
  const [outcome, setOutcome] = useState<Outcome>('working');
  useEffect(() => {
    let current = true;
    verifyEmail(code).then(
      () => current && setOutcome('done'),
      () => current && setOutcome('failed'),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (outcome === 'working') return <Working />;
  return (
    <Result
      ok={outcome === 'done'}
      message={outcome === 'done' ? messages.verifyEmailDone : messages.verifyEmailFailed}
    />
  );
}

function ResetPassword({ code }: { code: string }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    checkPasswordResetCode(code).then(
      (address) => {
        if (!current) return;
        setEmail(address);
        setOutcome('form');
      },
      () => current && setOutcome('failed'),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setTooShort(true);
      return;
    }
    setSaving(true);
    try {
      await resetPassword(code, password);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  };

  if (outcome === 'working') return <Working />;
  if (outcome !== 'form')
    return (
      <Result
        ok={outcome === 'done'}
        message={outcome === 'done' ? messages.resetPasswordDone : messages.resetPasswordFailed}
      />
    );
  return (
    <Stack component="form" gap="md" onSubmit={(event: FormEvent) => void submit(event)}>
      <Text>{intl.formatMessage({ id: 'access.authAction.resetPassword.for' }, { email })}</Text>
      <PasswordInput
        label={intl.formatMessage({ id: 'access.authAction.resetPassword.newPassword' })}
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setTooShort(false);
        }}
        error={
          tooShort
            ? intl.formatMessage(
                { id: 'access.authAction.resetPassword.tooShort' },
                { min: MIN_PASSWORD_LENGTH },
              )
            : undefined
        }
        autoComplete="new-password"
        required
      />
      <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'access.authAction.resetPassword.submit' })}
      </Button>
    </Stack>
  );
}

function EmailLinkSignIn() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [email, setEmail] = useState('');
  const link = window.location.href;

  const signIn = async (address: string) => {
    setOutcome('working');
    try {
      await signInWithLink(address, link);
      window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  };

  useEffect(() => {
    let current = true;
    void isEmailSignInLink(link).then(
      (valid) => {
        if (!current) return;
        if (!valid) return setOutcome('failed');
        // Opened on the device that asked for the link: the address is remembered there.
        const saved = window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
        if (saved) void signIn(saved);
        else setOutcome('form');
      },
      () => current && setOutcome('failed'),
    );
    return () => {
      current = false;
    };
    // Runs once for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);

  if (outcome === 'working') return <Working />;
  if (outcome !== 'form')
    return (
      <Result
        ok={outcome === 'done'}
        message={outcome === 'done' ? messages.signInDone : messages.signInFailed}
      />
    );
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void signIn(email);
      }}
    >
      <TextInput
        type="email"
        label={intl.formatMessage({ id: 'access.authAction.signIn.email' })}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        autoComplete="email"
        required
      />
      <Button type="submit" style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'access.authAction.signIn.submit' })}
      </Button>
    </Stack>
  );
}

const titles: Record<string, MessageDescriptor> = {
  verifyEmail: messages.verifyEmailTitle,
  resetPassword: messages.resetPasswordTitle,
  signIn: messages.signInTitle,
};

/** /auth/handler?mode=…&oobCode=…: the target of Firebase's email links. */
export function AuthActionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  const title = intl.formatMessage(titles[mode] ?? messages.invalidTitle);
  usePageMetadata(title);

  let body;
  if (mode === 'verifyEmail' && code) body = <VerifyEmail code={code} />;
  else if (mode === 'resetPassword' && code) body = <ResetPassword code={code} />;
  else if (mode === 'signIn') body = <EmailLinkSignIn />;
  else body = <Result ok={false} message={messages.invalidBody} />;

  return (
    <Stack gap="lg" py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
