import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOnboarding } from '../../state/onboarding';
import { OnboardingFrame } from './components/OnboardingFrame';
import { OnboardingLost } from './components/OnboardingLost';
import { useConfirmSignUpCodeMutation } from './useConfirmSignUpCodeMutation';
import { useRequestSignUpCodeMutation } from './useRequestSignUpCodeMutation';

export const CODE_LENGTH = 6;

/** Seconds until `at` (ISO time), counted down every second; 0 once it has passed. */
function useSecondsUntil(at: string | null): number {
  const left = () => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!at) return;
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // left() reads only `at`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at]);
  return seconds;
}

/**
 * /onboarding/confirmation-code: the 6 digits mailed to the address the fan signs up with.
 * A wrong code says how many tries are left; an expired one asks for a new code, which can
 * be sent again once the cooldown is over.
 */
export function ConfirmationCodePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { context, update } = useOnboarding();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, confirming] = useConfirmSignUpCodeMutation();
  const [requestCode, resending] = useRequestSignUpCodeMutation();
  const cooldown = useSecondsUntil(context.resendAvailableAt);
  const title = intl.formatMessage({ id: 'onboarding.code.title' });
  const failed = () => setError(intl.formatMessage({ id: 'onboarding.failed' }));

  if (!context.authCodeId || !context.email) {
    return (
      <OnboardingFrame step="code" title={title}>
        <OnboardingLost redirectPath={context.redirectPath} />
      </OnboardingFrame>
    );
  }
  const { authCodeId, email } = context;

  const submit = async (digits: string) => {
    if (digits.length !== CODE_LENGTH) {
      setError(intl.formatMessage({ id: 'onboarding.code.incomplete' }));
      return;
    }
    setError(null);
    setNotice(null);
    try {
      const outcome = await confirm(authCodeId, digits);
      if (outcome.kind === 'confirmed') {
        update({ codeConfirmed: true });
        navigate('/onboarding/password');
        return;
      }
      setError(outcome.message);
      setCode('');
    } catch {
      failed();
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    try {
      const outcome = await requestCode(email, authCodeId);
      if (outcome.kind === 'sent') {
        update({ authCodeId: outcome.authCodeId, resendAvailableAt: outcome.resendAvailableAt });
        setCode('');
        setNotice(intl.formatMessage({ id: 'onboarding.code.resent' }));
      } else {
        setError(outcome.message);
        if (outcome.retryAfterSeconds)
          update({
            resendAvailableAt: new Date(
              Date.now() + outcome.retryAfterSeconds * 1000,
            ).toISOString(),
          });
      }
    } catch {
      failed();
    }
  };

  return (
    <OnboardingFrame
      step="code"
      title={title}
      lead={
        <FormattedMessage
          id="onboarding.code.lead"
          values={{ email: <strong key="email">{email}</strong> }}
        />
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
        noValidate
      >
        <Stack gap="md">
          <Stack gap={6} align="center">
            <PinInput
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              size="md"
              gap="xs"
              value={code}
              onChange={(value) => {
                setCode(value);
                // Emptied after a refused code: the refusal stays until the fan types again.
                if (value) setError(null);
              }}
              onComplete={(value) => void submit(value)}
              error={Boolean(error)}
              getInputProps={(index) => ({
                'aria-label': intl.formatMessage(
                  { id: 'onboarding.code.digit' },
                  { number: index + 1, total: CODE_LENGTH },
                ),
              })}
            />
            <Text size="xs" c="dimmed">
              <FormattedMessage id="onboarding.code.hint" />
            </Text>
          </Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {notice && (
            <Alert color="teal" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <Button type="submit" h={44} loading={confirming} fullWidth>
            <FormattedMessage id="onboarding.code.submit" />
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="onboarding.code.notReceived" />
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={cooldown > 0 || resending}
              c={cooldown > 0 ? 'dimmed' : undefined}
              onClick={() => void resend()}
            >
              {cooldown > 0 ? (
                <FormattedMessage id="onboarding.code.resendIn" values={{ seconds: cooldown }} />
              ) : (
                <FormattedMessage id="onboarding.code.resend" />
              )}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
