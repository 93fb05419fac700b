import { Alert, Button, FileButton, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from '../../../../common/limits';
import type { ProfileEditForm_user$key } from '../../../__generated__/ProfileEditForm_user.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { useAppConfig } from '../../../platform/AppConfigProvider';
import { getIdToken } from '../../auth/firebaseAuth';
import { UPLOAD_IMAGE_ACCEPT } from '../../../relay/uploadImage';
import { uploadAvatar } from '../uploadAvatar';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';

function characters(text: string): number {
  return [...text].length;
}

/** The fan's name, bio and picture, saved together with updateProfile. */
export function ProfileEditForm({ user }: { user: ProfileEditForm_user$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const config = useAppConfig();
  const data = useFragment(
    graphql`
      fragment ProfileEditForm_user on User {
        id
        displayName
        bio
        avatarUrl
      }
    `,
    user,
  );
  const [displayName, setDisplayName] = useState(data.displayName);
  const [bio, setBio] = useState(data.bio);
  const [avatar, setAvatar] = useState<{ uploadId: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ field: string | null; message: string } | null>(null);
  const [update, saving] = useUpdateProfileMutation();

  const failed = () =>
    setErrors({ field: null, message: intl.formatMessage({ id: 'accounts.edit.failed' }) });

  const chooseAvatar = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setErrors(null);
    try {
      const outcome = await uploadAvatar(file, config, getIdToken);
      if (outcome.kind === 'uploaded') setAvatar(outcome);
      else setErrors({ field: 'avatar', message: outcome.message });
    } catch {
      failed();
    } finally {
      setUploading(false);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(null);
    try {
      const outcome = await update({ displayName, bio, avatarUploadId: avatar?.uploadId ?? null });
      if (outcome.kind === 'rejected') {
        setErrors(outcome);
        return;
      }
      notifications.show({ message: intl.formatMessage({ id: 'accounts.edit.saved' }) });
      void navigate('/mypage');
    } catch {
      failed();
    }
  };

  const errorOf = (field: string) => (errors?.field === field ? errors.message : undefined);
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="lg">
        <Group gap="md">
          <FanAvatar src={avatar?.url ?? data.avatarUrl} seed={data.id} size={96} alt="" />
          <Stack gap={4}>
            <FileButton onChange={(file) => void chooseAvatar(file)} accept={UPLOAD_IMAGE_ACCEPT}>
              {(props) => (
                <Button {...props} variant="light" h={44} loading={uploading}>
                  <FormattedMessage id="accounts.edit.chooseAvatar" />
                </Button>
              )}
            </FileButton>
            <Text
              size="xs"
              c={errorOf('avatar') ? 'red' : 'dimmed'}
              role={errorOf('avatar') ? 'alert' : undefined}
            >
              {errorOf('avatar') ?? <FormattedMessage id="accounts.edit.avatarHint" />}
            </Text>
          </Stack>
        </Group>
        <TextInput
          label={intl.formatMessage({ id: 'accounts.edit.displayName' })}
          description={intl.formatMessage(
            { id: 'accounts.edit.displayNameHint' },
            { limit: MAX_DISPLAY_NAME_LENGTH },
          )}
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={errorOf('displayName')}
          required
          size="md"
        />
        <Textarea
          label={intl.formatMessage({ id: 'accounts.edit.bio' })}
          description={intl.formatMessage(
            { id: 'accounts.edit.bioCount' },
            { count: characters(bio), limit: MAX_BIO_LENGTH },
          )}
          value={bio}
          onChange={(event) => setBio(event.currentTarget.value)}
          error={errorOf('bio')}
          autosize
          minRows={3}
          maxRows={8}
          size="md"
        />
        {errors &&
          errors.field !== 'displayName' &&
          errors.field !== 'bio' &&
          errors.field !== 'avatar' && (
            <Alert color="red" variant="light" role="alert">
              {errors.message}
            </Alert>
          )}
        <Group justify="flex-end">
          <Button variant="subtle" h={44} onClick={() => void navigate('/mypage')}>
            <FormattedMessage id="accounts.edit.cancel" />
          </Button>
          <Button type="submit" h={44} loading={saving} disabled={uploading}>
            <FormattedMessage id="accounts.edit.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
