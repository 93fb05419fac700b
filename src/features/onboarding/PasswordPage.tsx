import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOnboarding } from '../../state/onboarding';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { signUp } from '../auth/firebaseAuth';
import { passwordError } from '../auth/loginFormValidation';
import { OnboardingFrame } from './components/OnboardingFrame';
import { OnboardingLost } from './components/OnboardingLost';
import { useVerifySignUpEmailMutation } from './useVerifySignUpEmailMutation';

/**
 * /onboarding/password: once the mailed code is confirmed, the fan chooses a password and
 * the sign-in account is created with the confirmed address; the server then ties the
 * confirmed code to it. Next: the terms.
 */
export function PasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { context, update } = useOnboarding();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; repeated?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [verify] = useVerifySignUpEmailMutation();
  const title = intl.formatMessage({ id: 'onboarding.password.title' });
  const t = (id: string) => intl.formatMessage({ id });

  if (!context.authCodeId || !context.email || !context.codeConfirmed) {
    return (
      <OnboardingFrame step="password" title={title}>
        <OnboardingLost redirectPath={context.redirectPath} />
      </OnboardingFrame>
    );
  }
  const { authCodeId, email } = context;
  const termsPath = `/onboarding/agree-terms?onboarding=1&redirect=${encodeURIComponent(
    '/onboarding/profile-setting',
  )}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooShort = passwordError(password, true);
    const errors = {
      password: tooShort ? t(tooShort) : undefined,
      repeated: password !== repeated ? t('onboarding.password.mismatch') : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.password || errors.repeated) return;
    setSubmitting(true);
    try {
      // Created before (a retry after a failed verification): the account is signed in.
      if (!context.signInMethods.includes('password')) {
        try {
          await signUp(email, password);
        } catch (failure) {
          setError(t(authErrorMessageId(failure)));
          return;
        }
        update({ signInMethods: ['password'] });
      }
      const outcome = await verify(authCodeId);
      if (outcome.kind === 'rejected') {
        setError(outcome.message);
        return;
      }
      navigate(termsPath);
    } catch {
      setError(t('onboarding.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <OnboardingFrame
      step="password"
      title={title}
      lead={<FormattedMessage id="onboarding.password.lead" />}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.field.email')}
            value={email}
            readOnly
            autoComplete="username"
            variant="filled"
          />
          <PasswordInput
            label={t('onboarding.password.new')}
            description={t('onboarding.password.hint')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            required
            size="md"
          />
          <PasswordInput
            label={t('onboarding.password.repeat')}
            autoComplete="new-password"
            value={repeated}
            onChange={(event) => setRepeated(event.currentTarget.value)}
            error={fieldErrors.repeated}
            required
            size="md"
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" h={44} loading={submitting} fullWidth>
            <FormattedMessage id="onboarding.password.submit" />
          </Button>
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
