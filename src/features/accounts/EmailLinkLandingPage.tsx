import {
  Alert,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLoginModal } from '../../state/loginModal';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { emailOfSentLink, isSignInLink, signInWithLink } from '../auth/firebaseAuth';
import { emailError } from '../auth/loginFormValidation';
import { useContinueAfterSignIn } from '../auth/useContinueAfterSignIn';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { safeRedirectPath } from './termsAgreementRedirect';

type Stage = 'checking' | 'ask-email' | 'signing-in' | 'not-a-link';

/**
 * /onboarding/login: where a mailed sign-in link lands. Signs in with the address kept when
 * the link was sent; on another device (nothing kept) it asks for the address first. A new
 * fan then joins the garden; everyone returns to `redirect`.
 */
export function EmailLinkLandingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const continueAfterSignIn = useContinueAfterSignIn();
  const { open } = useLoginModal();
  const [stage, setStage] = useState<Stage>('checking');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const started = useRef(false);
  const title = intl.formatMessage({ id: 'auth.emailLink.landingTitle' });
  usePageMetadata(title);

  async function complete(address: string) {
    setStage('signing-in');
    setFormError(null);
    try {
      try {
        await signInWithLink(address, window.location.href);
      } catch (error) {
        const code = (error as { code?: string } | null)?.code;
        // The service answers invalid-email when the address is not the link's.
        if (code === 'auth/invalid-email')
          setFieldError(intl.formatMessage({ id: 'auth.emailLink.emailMismatch' }));
        else setFormError(t(authErrorMessageId(error)));
        setStage('ask-email');
        return;
      }
      await continueAfterSignIn(redirect);
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.unknown' }));
      setStage('ask-email');
    }
  }

  useEffect(() => {
    // Once: a link signs in only once (React's development double effects included).
    if (started.current) return;
    started.current = true;
    void isSignInLink(window.location.href).then(
      (isLink) => {
        if (!isLink) return setStage('not-a-link');
        const kept = emailOfSentLink();
        if (kept) void complete(kept);
        else setStage('ask-email');
      },
      () => setStage('not-a-link'),
    );
    // complete reads only stable values and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setFieldError(invalid ? t(invalid) : null);
    if (!invalid) void complete(email.trim());
  }

  return (
    <Container size="xs" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {(stage === 'checking' || stage === 'signing-in') && (
            <Stack align="center" gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{intl.formatMessage({ id: 'auth.emailLink.checking' })}</Text>
            </Stack>
          )}
          {stage === 'ask-email' && (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <Text size="sm">{intl.formatMessage({ id: 'auth.emailLink.askEmail' })}</Text>
                <TextInput
                  label={intl.formatMessage({ id: 'auth.field.email' })}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={fieldError}
                  required
                />
                <Button type="submit" fullWidth>
                  {intl.formatMessage({ id: 'auth.emailLink.complete' })}
                </Button>
              </Stack>
            </form>
          )}
          {stage === 'not-a-link' && (
            <Stack gap="sm">
              <Text size="sm">{intl.formatMessage({ id: 'auth.emailLink.notALink' })}</Text>
              <Button onClick={() => open({ step: 'emailLink', redirectPath: redirect })}>
                {intl.formatMessage({ id: 'auth.emailLink.openLogin' })}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
