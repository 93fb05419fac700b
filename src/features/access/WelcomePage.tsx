import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLoginModal } from '../../state/loginModal';
import { MessagePage } from './MessagePage';

/** For new visitors: what the garden is, and the two ways in. */
export function WelcomePage() {
  const intl = useIntl();
  const { open } = useLoginModal();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'access.welcome.title' })}
      body={intl.formatMessage({ id: 'access.welcome.body' })}
    >
      <Group>
        <Button onClick={() => open({ step: 'signup', redirectPath: '/' })}>
          {intl.formatMessage({ id: 'access.welcome.join' })}
        </Button>
        <Button component={Link} to="/messages" variant="light">
          {intl.formatMessage({ id: 'access.welcome.look' })}
        </Button>
      </Group>
    </MessagePage>
  );
}
