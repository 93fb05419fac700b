import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthState } from '../../state/auth';
import { useLoginModal, type LoginModalStep } from '../../state/loginModal';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { authErrorMessageId } from './authErrorMessageId';
import { EmailLinkForm } from './EmailLinkForm';
import { signIn, signInWithProvider, startRedirectSignIn } from './firebaseAuth';
import { PhoneSignInForm } from './PhoneSignInForm';
import { SocialSignInButtons } from './SocialSignInButtons';
import type { SocialProvider } from './socialProviders';
import {
  dateOfBirthError,
  displayNameError,
  emailError,
  passwordError,
  termsError,
} from './loginFormValidation';
import { useJoinCommunityMutation } from './useJoinCommunityMutation';
import { CURRENT_TERMS_VERSION } from '../../../common/ageBands';
import { fetchViewerMembership } from './viewerMembership';
import { useOnboarding } from '../../state/onboarding';
import { useRequestSignUpCodeMutation } from '../onboarding/useRequestSignUpCodeMutation';

/** Screens where social sign-in goes by redirect rather than a popup (Mantine's `xs`). */
const NARROW_SCREEN = '(max-width: 36em)';

/** 'credentials': email and password (plus the name on sign-up); 'join': only the name is left. */
type Phase = 'credentials' | 'join';

interface FieldErrors {
  email?: string;
  password?: string;
  displayName?: string;
  dateOfBirth?: string;
  terms?: string;
}

// Chosen at run time, so declared here for `npm run check:i18n`.
const messages = defineMessages({
  modalTitleJoin: { id: 'auth.modal.title.join' },
  modalTitleSignup: { id: 'auth.modal.title.signup' },
  modalTitleSignin: { id: 'auth.modal.title.signin' },
  modalTitleSms: { id: 'auth.modal.title.sms' },
  modalTitleEmailLink: { id: 'auth.modal.title.emailLink' },
  submitJoin: { id: 'auth.submit.join' },
  submitSignup: { id: 'auth.submit.signup' },
  submitSignin: { id: 'auth.submit.signin' },
  switchToSignin: { id: 'auth.switch.toSignin' },
  switchToSignup: { id: 'auth.switch.toSignup' },
});

export function LoginForm({ closeLabel }: { closeLabel: string }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { state, close, setStep } = useLoginModal();
  const { status } = useAuthState();
  const bumpViewerRevision = useBumpViewerRevision();
  const [joinCommunity] = useJoinCommunityMutation();
  const [requestSignUpCode] = useRequestSignUpCodeMutation();
  const onboarding = useOnboarding();

  // A signed-in fan who has not joined yet only needs a display name.
  const [phase, setPhase] = useState<Phase>(() =>
    status === 'logged-in' || state.step === 'join' ? 'join' : 'credentials',
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The phone and e-mail link methods have forms of their own; they end in afterSignIn.
  const otherMethod =
    phase === 'credentials' && (state.step === 'sms' || state.step === 'emailLink')
      ? state.step
      : null;
  const isSignUp = phase === 'credentials' && state.step === 'signup';
  const asksCredentials = phase === 'credentials' && !otherMethod;
  // Signing up asks the e-mail address only: the steps go on at /onboarding/*.
  const asksPassword = asksCredentials && !isSignUp;
  const asksDisplayName = phase === 'join';
  const t = (id: string) => intl.formatMessage({ id });

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    const messageOf = (id: string | null) => (id ? t(id) : undefined);
    if (asksCredentials) {
      errors.email = messageOf(emailError(email));
      if (asksPassword) errors.password = messageOf(passwordError(password, false));
    }
    if (asksDisplayName) {
      errors.displayName = messageOf(displayNameError(displayName));
      errors.dateOfBirth = messageOf(dateOfBirthError(dateOfBirth));
      errors.terms = messageOf(termsError(agreedToTerms));
    }
    return errors;
  }

  function finish(joined: boolean) {
    // Joining changes viewer-dependent data everywhere (viewerHasJoined…): reload it.
    if (joined) bumpViewerRevision();
    const redirectPath = state.redirectPath;
    close();
    if (redirectPath) navigate(redirectPath);
  }

  async function join() {
    const outcome = await joinCommunity(displayName.trim(), { dateOfBirth });
    if (outcome.kind === 'joined') return finish(true);
    // The account exists by now: whatever happens next, only the name is left to fix.
    setPhase('join');
    if (outcome.field === 'displayName') setFieldErrors({ displayName: outcome.message });
    else if (outcome.field === 'dateOfBirth') setFieldErrors({ dateOfBirth: outcome.message });
    else setFormError(outcome.message);
  }

  /** After any sign-in: a member is done; anyone else joins with a name. */
  async function afterSignIn() {
    const membership = await fetchViewerMembership(environment);
    if (membership === 'member') return finish(false);
    setFieldErrors({});
    setFormError(null);
    setPhase('join');
  }

  async function continueWith(provider: SocialProvider) {
    setFormError(null);
    setSubmitting(true);
    try {
      try {
        // Phones leave the page for the provider and come back (RedirectSignInCompleter);
        // wider screens keep the page and use a popup.
        if (window.matchMedia(NARROW_SCREEN).matches) {
          const here = window.location.pathname + window.location.search;
          return await startRedirectSignIn(provider, state.redirectPath ?? here);
        }
        await signInWithProvider(provider);
      } catch (error) {
        setFormError(t(authErrorMessageId(error)));
        return;
      }
      await afterSignIn();
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.unknown' }));
    } finally {
      setSubmitting(false);
    }
  }

  /** Mails a confirmation code and goes on to the onboarding steps. */
  async function startEmailSignUp() {
    const outcome = await requestSignUpCode(email.trim());
    if (outcome.kind === 'rejected') {
      setFormError(outcome.message);
      return;
    }
    const here = window.location.pathname + window.location.search;
    onboarding.start({
      authCodeId: outcome.authCodeId,
      email: outcome.email,
      resendAvailableAt: outcome.resendAvailableAt,
      redirectPath: state.redirectPath ?? here,
    });
    close();
    navigate('/onboarding/confirmation-code');
  }

  function switchStep(step: LoginModalStep) {
    setFieldErrors({});
    setFormError(null);
    setStep(step);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    setFormError(null);
    if (Object.values(errors).some(Boolean)) return;

    setSubmitting(true);
    try {
      if (isSignUp) return await startEmailSignUp();
      if (asksCredentials) {
        try {
          await signIn(email.trim(), password);
        } catch (error) {
          setFormError(t(authErrorMessageId(error)));
          return;
        }
        return await afterSignIn();
      }
      await join();
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.unknown' }));
    } finally {
      setSubmitting(false);
    }
  }

  const titleId =
    phase === 'join'
      ? messages.modalTitleJoin.id
      : otherMethod === 'sms'
        ? messages.modalTitleSms.id
        : otherMethod === 'emailLink'
          ? messages.modalTitleEmailLink.id
          : isSignUp
            ? messages.modalTitleSignup.id
            : messages.modalTitleSignin.id;
  const submitId =
    phase === 'join'
      ? messages.submitJoin.id
      : isSignUp
        ? messages.submitSignup.id
        : messages.submitSignin.id;

  return (
    <>
      <Modal.Header>
        <Modal.Title fw={700}>{t(titleId)}</Modal.Title>
        <Modal.CloseButton aria-label={closeLabel} />
      </Modal.Header>
      <Modal.Body>
        {otherMethod ? (
          <Stack gap="sm">
            {otherMethod === 'sms' ? (
              <PhoneSignInForm onSignedIn={afterSignIn} />
            ) : (
              <EmailLinkForm redirectPath={state.redirectPath} />
            )}
            <Anchor component="button" type="button" size="sm" onClick={() => switchStep('signin')}>
              {intl.formatMessage({ id: 'auth.methods.back' })}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {phase === 'join' && (
                <Text size="sm">{intl.formatMessage({ id: 'auth.join.lead' })}</Text>
              )}
              {formError && (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              )}
              {asksCredentials && (
                <>
                  <TextInput
                    label={intl.formatMessage({ id: 'auth.field.email' })}
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                    error={fieldErrors.email}
                    required
                  />
                  {asksPassword && (
                    <PasswordInput
                      label={intl.formatMessage({ id: 'auth.field.password' })}
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                      error={fieldErrors.password}
                      required
                    />
                  )}
                  {isSignUp && (
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage({ id: 'auth.signup.codeHint' })}
                    </Text>
                  )}
                </>
              )}
              {asksDisplayName && (
                <TextInput
                  label={intl.formatMessage({ id: 'auth.field.displayName' })}
                  description={intl.formatMessage({ id: 'auth.field.displayNameHint' })}
                  autoComplete="nickname"
                  value={displayName}
                  onChange={(event) => setDisplayName(event.currentTarget.value)}
                  error={fieldErrors.displayName}
                  required
                />
              )}
              {asksDisplayName && (
                <>
                  <TextInput
                    label={intl.formatMessage({ id: 'auth.field.dateOfBirth' })}
                    description={intl.formatMessage({ id: 'auth.field.dateOfBirthHint' })}
                    type="date"
                    autoComplete="bday"
                    value={dateOfBirth}
                    onChange={(event) => setDateOfBirth(event.currentTarget.value)}
                    error={fieldErrors.dateOfBirth}
                    required
                  />
                  <Checkbox
                    label={intl.formatMessage(
                      { id: 'auth.field.terms' },
                      { version: CURRENT_TERMS_VERSION },
                    )}
                    checked={agreedToTerms}
                    onChange={(event) => setAgreedToTerms(event.currentTarget.checked)}
                    error={fieldErrors.terms}
                  />
                </>
              )}
              <Button type="submit" loading={submitting} fullWidth>
                {t(submitId)}
              </Button>
              {asksCredentials && !isSignUp && (
                <Anchor component={Link} to="/password-reset" size="sm" onClick={close}>
                  {intl.formatMessage({ id: 'auth.forgotPassword' })}
                </Anchor>
              )}
              {asksCredentials && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => switchStep(isSignUp ? 'signin' : 'signup')}
                >
                  {t(isSignUp ? messages.switchToSignin.id : messages.switchToSignup.id)}
                </Anchor>
              )}
              {asksCredentials && (
                <>
                  <Divider
                    label={intl.formatMessage({ id: 'auth.methods.or' })}
                    labelPosition="center"
                  />
                  <Button variant="default" fullWidth onClick={() => switchStep('sms')}>
                    {intl.formatMessage({ id: 'auth.methods.sms' })}
                  </Button>
                  <Button variant="default" fullWidth onClick={() => switchStep('emailLink')}>
                    {intl.formatMessage({ id: 'auth.methods.emailLink' })}
                  </Button>
                  <SocialSignInButtons
                    disabled={submitting}
                    onChoose={(provider) => void continueWith(provider)}
                  />
                </>
              )}
            </Stack>
          </form>
        )}
      </Modal.Body>
    </>
  );
}
