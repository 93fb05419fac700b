import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessageId } from './authErrorMessageId';
import { sendSmsCode } from './firebaseAuth';
import {
  DEFAULT_PHONE_REGION,
  isSmsCode,
  PHONE_REGIONS,
  toE164,
  type PhoneRegion,
} from './phoneNumber';

/** Wrong codes accepted for one sent code before a new one must be sent. */
export const MAX_CODE_ATTEMPTS = 5;

/** A sent code; confirming it signs in, re-authenticates or changes the number. */
interface CodeSent {
  confirm: (code: string) => Promise<unknown>;
}

interface Sent {
  phoneNumber: string;
  confirmation: CodeSent;
}

/** The picker's regions, named in the fan's language, with their calling codes. */
function useRegionOptions() {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return PHONE_REGIONS.map(({ region, callingCode }) => ({
      value: region,
      label: `${names.of(region) ?? region} +${callingCode}`,
    }));
  }, [locale]);
}

/**
 * Phone number sign-in: the number (E.164, the country picked, Japan by default), an
 * invisible reCAPTCHA, then the 6-digit code from the SMS. `onSignedIn` continues the
 * flow (joining the garden, or back where the fan was).
 */
export function PhoneSignInForm({
  onSignedIn,
  sendCode: send = sendSmsCode,
  lead,
  confirmLabel,
}: {
  onSignedIn: () => Promise<void> | void;
  /** How the code is sent: a sign-in by default; a re-authentication or a new number in the settings. */
  sendCode?: (phoneNumber: string, recaptchaContainer: HTMLElement) => Promise<CodeSent>;
  /** What the form says first; the sign-in's lead by default. */
  lead?: ReactNode;
  /** The confirm button's words; "confirm and sign in" by default. */
  confirmLabel?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const regions = useRegionOptions();
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const [region, setRegion] = useState<PhoneRegion>(DEFAULT_PHONE_REGION);
  const [typedNumber, setTypedNumber] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [wrongCodes, setWrongCodes] = useState(0);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = wrongCodes >= MAX_CODE_ATTEMPTS;

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    setFieldError(null);
    if (!typedNumber.trim())
      return setFieldError(intl.formatMessage({ id: 'auth.validation.phoneNumberRequired' }));
    const phoneNumber = toE164(region, typedNumber);
    if (!phoneNumber)
      return setFieldError(intl.formatMessage({ id: 'auth.error.invalidPhoneNumber' }));
    if (!recaptchaRef.current) return;
    setBusy(true);
    try {
      const confirmation = await send(phoneNumber, recaptchaRef.current);
      setSent({ phoneNumber, confirmation });
      setCode('');
      setWrongCodes(0);
    } catch (error) {
      const id = authErrorMessageId(error);
      if (id === 'auth.error.invalidPhoneNumber') setFieldError(t(id));
      else setFormError(t(id));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    setFormError(null);
    setFieldError(null);
    if (locked) return setFormError(intl.formatMessage({ id: 'auth.error.tooManyCodeAttempts' }));
    if (!isSmsCode(code))
      return setFieldError(intl.formatMessage({ id: 'auth.validation.codeInvalid' }));
    setBusy(true);
    try {
      try {
        await sent.confirmation.confirm(code.trim());
      } catch (error) {
        const id = authErrorMessageId(error);
        if (id === 'auth.error.wrongCode') {
          const attempts = wrongCodes + 1;
          setWrongCodes(attempts);
          if (attempts >= MAX_CODE_ATTEMPTS)
            setFormError(intl.formatMessage({ id: 'auth.error.tooManyCodeAttempts' }));
          else setFieldError(t(id));
        } else setFormError(t(id));
        return;
      }
      await onSignedIn();
    } catch {
      setFormError(intl.formatMessage({ id: 'auth.error.unknown' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      {/* The invisible reCAPTCHA's anchor: it must stay mounted while a code is asked for. */}
      <div ref={recaptchaRef} />
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      {!sent ? (
        <form onSubmit={sendCode} noValidate>
          <Stack gap="sm">
            <Text size="sm">{lead ?? intl.formatMessage({ id: 'auth.sms.lead' })}</Text>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label={intl.formatMessage({ id: 'auth.sms.region' })}
                data={regions}
                value={region}
                onChange={(value) => value && setRegion(value as PhoneRegion)}
                allowDeselect={false}
                searchable
                w="45%"
                comboboxProps={{ withinPortal: false }}
              />
              <TextInput
                label={intl.formatMessage({ id: 'auth.sms.phoneNumber' })}
                placeholder={intl.formatMessage({ id: 'auth.sms.phoneNumberHint' })}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={typedNumber}
                onChange={(event) => setTypedNumber(event.currentTarget.value)}
                error={fieldError}
                required
                style={{ flex: 1 }}
              />
            </Group>
            <Button type="submit" loading={busy} fullWidth>
              {intl.formatMessage({ id: 'auth.sms.send' })}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <Stack gap="sm">
            <Text size="sm" role="status">
              {intl.formatMessage({ id: 'auth.sms.sentTo' }, { phoneNumber: sent.phoneNumber })}
            </Text>
            <TextInput
              label={intl.formatMessage({ id: 'auth.sms.code' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              disabled={locked}
              required
            />
            <Button type="submit" loading={busy} disabled={locked} fullWidth>
              {confirmLabel ?? intl.formatMessage({ id: 'auth.sms.confirm' })}
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => void sendCode()}>
                {intl.formatMessage({ id: 'auth.sms.resend' })}
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setSent(null);
                  setFormError(null);
                  setFieldError(null);
                }}
              >
                {intl.formatMessage({ id: 'auth.sms.changeNumber' })}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
