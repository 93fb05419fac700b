import { Alert, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MAX_DISPLAY_NAME_LENGTH } from '../../../common/limits';
import { FanAvatar } from '../../design/FanAvatar';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { UPLOAD_IMAGE_ACCEPT } from '../../relay/uploadImage';
import { useAuthState } from '../../state/auth';
import { useOnboarding } from '../../state/onboarding';
import { useBumpViewerRevision } from '../../state/viewerRevision';
import { uploadAvatar } from '../accounts/uploadAvatar';
import { useUpdateProfileMutation } from '../accounts/useUpdateProfileMutation';
import { getIdToken } from '../auth/firebaseAuth';
import { dateOfBirthError, displayNameError } from '../auth/loginFormValidation';
import { useJoinCommunityMutation } from '../auth/useJoinCommunityMutation';
import { OnboardingFrame } from './components/OnboardingFrame';
import { OnboardingLost } from './components/OnboardingLost';

interface FieldErrors {
  displayName?: string;
  dateOfBirth?: string;
  avatar?: string;
}

/**
 * /onboarding/profile-setting: the nickname and the picture other fans see, and the date of
 * birth the garden asks once; saving joins the garden (with the terms agreed to on the step
 * before) and sets the picture. Next: the optional invite code.
 */
export function ProfileSettingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useAppConfig();
  const { status, user } = useAuthState();
  const { context, finish } = useOnboarding();
  const bumpViewerRevision = useBumpViewerRevision();
  const [joinCommunity] = useJoinCommunityMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [displayName, setDisplayName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = intl.formatMessage({ id: 'onboarding.profile.title' });
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (!avatar) return setPreview(null);
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  if (!context.agreedTermsVersion || status === 'not-logged-in') {
    return (
      <OnboardingFrame step="profile" title={title}>
        <OnboardingLost redirectPath={context.redirectPath} />
      </OnboardingFrame>
    );
  }
  const termsVersion = context.agreedTermsVersion;
  const invitePath = referralStepPath(context.redirectPath);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = displayNameError(displayName);
    const birthProblem = dateOfBirthError(dateOfBirth);
    const errors: FieldErrors = {
      displayName: nameProblem ? t(nameProblem) : undefined,
      dateOfBirth: birthProblem ? t(birthProblem) : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.displayName || errors.dateOfBirth) return;
    setSaving(true);
    try {
      const joined = await joinCommunity(displayName.trim(), { dateOfBirth, termsVersion });
      if (joined.kind === 'rejected') {
        if (joined.field === 'displayName') setFieldErrors({ displayName: joined.message });
        else if (joined.field === 'dateOfBirth') setFieldErrors({ dateOfBirth: joined.message });
        else setError(joined.message);
        return;
      }
      bumpViewerRevision();
      if (avatar) {
        const uploaded = await uploadAvatar(avatar, config, getIdToken);
        const saved =
          uploaded.kind === 'uploaded'
            ? await updateProfile({
                displayName: displayName.trim(),
                bio: '',
                avatarUploadId: uploaded.uploadId,
              })
            : { kind: 'rejected' as const, message: uploaded.message, field: 'avatar' };
        // Joined already: a picture that could not be set is changed later on my page.
        if (saved.kind === 'rejected') {
          setFieldErrors({ avatar: saved.message });
          setAvatar(null);
          return;
        }
      }
      navigate(invitePath, { replace: true });
      // The steps are over; the invite code page carries the way back in its URL.
      finish();
    } catch {
      setError(t('onboarding.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OnboardingFrame
      step="profile"
      title={title}
      lead={<FormattedMessage id="onboarding.profile.lead" />}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <FanAvatar src={preview} seed={user?.uid ?? 'new-fan'} size={88} alt="" />
            <Stack gap={4}>
              <FileButton onChange={setAvatar} accept={UPLOAD_IMAGE_ACCEPT}>
                {(props) => (
                  <Button {...props} variant="light" h={40}>
                    <FormattedMessage id="onboarding.profile.chooseAvatar" />
                  </Button>
                )}
              </FileButton>
              <Text
                size="xs"
                c={fieldErrors.avatar ? 'red' : 'dimmed'}
                role={fieldErrors.avatar ? 'alert' : undefined}
              >
                {fieldErrors.avatar ?? <FormattedMessage id="onboarding.profile.avatarHint" />}
              </Text>
            </Stack>
          </Group>
          <TextInput
            label={t('onboarding.profile.nickname')}
            description={t('onboarding.profile.nicknameHint', { limit: MAX_DISPLAY_NAME_LENGTH })}
            autoComplete="nickname"
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            error={fieldErrors.displayName}
            required
            size="md"
          />
          <TextInput
            label={t('auth.field.dateOfBirth')}
            description={t('auth.field.dateOfBirthHint')}
            type="date"
            autoComplete="bday"
            value={dateOfBirth}
            onChange={(event) => setDateOfBirth(event.currentTarget.value)}
            error={fieldErrors.dateOfBirth}
            required
            size="md"
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" h={44} loading={saving} fullWidth>
            <FormattedMessage id="onboarding.profile.submit" />
          </Button>
        </Stack>
      </form>
    </OnboardingFrame>
  );
}

/**
 * The invite-code step after joining. A fan who started from a shared invite link (the step
 * itself, with ?code=) finds that code filled in there, and goes on where the link meant.
 */
function referralStepPath(redirectPath: string): string {
  const from = new URL(redirectPath, 'https://garden.invalid');
  const search = new URLSearchParams();
  if (from.pathname === '/onboarding/referral-code') {
    const code = from.searchParams.get('code');
    if (code) search.set('code', code);
    search.set('redirect', from.searchParams.get('redirect') ?? '/');
  } else {
    search.set('redirect', redirectPath);
  }
  return `/onboarding/referral-code?${search.toString()}`;
}
