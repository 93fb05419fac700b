import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLoginModal } from '../../state/loginModal';

/** The closed-community shell's answer to a visitor who is not a member yet. */
export function MembersOnlyNotice() {
  const intl = useIntl();
  const { open } = useLoginModal();
  const { pathname, search } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {intl.formatMessage({ id: 'common.closed.title' })}
        </Title>
        <Text>{intl.formatMessage({ id: 'common.closed.body' })}</Text>
        <Button onClick={() => open({ step: 'signup', redirectPath: `${pathname}${search}` })}>
          {intl.formatMessage({ id: 'common.closed.signIn' })}
        </Button>
      </Stack>
    </Container>
  );
}
