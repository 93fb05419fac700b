import { Button, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLoginModal } from '../../../state/loginModal';

/** What a signed-out visitor sees where a fan's own store data would be. */
export function SignInNotice() {
  const { open } = useLoginModal();
  const { pathname, search } = useLocation();
  return (
    <Paper radius="lg" shadow="xs" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>
          <FormattedMessage id="store.signIn.body" />
        </Text>
        <Button onClick={() => open({ step: 'signup', redirectPath: `${pathname}${search}` })}>
          <FormattedMessage id="store.signIn.action" />
        </Button>
      </Stack>
    </Paper>
  );
}
