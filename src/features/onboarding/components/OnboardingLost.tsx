import { Alert, Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useLoginModal } from '../../../state/loginModal';

/** A step reached without the earlier ones (a fresh tab, an old link): start again. */
export function OnboardingLost({ redirectPath }: { redirectPath: string }) {
  const { open } = useLoginModal();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        <FormattedMessage id="onboarding.lost.message" />
      </Alert>
      <Button h={44} onClick={() => open({ step: 'signup', redirectPath })}>
        <FormattedMessage id="onboarding.lost.restart" />
      </Button>
    </Stack>
  );
}
