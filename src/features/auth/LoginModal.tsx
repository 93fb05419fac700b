import { Modal } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLoginModal } from '../../state/loginModal';
import { LoginForm } from './LoginForm';

/**
 * Sign up or sign in with email and password, then join the garden. The form mounts
 * afresh on every opening (Mantine unmounts closed content), so each opening starts clean.
 */
export function LoginModal() {
  const { state, close } = useLoginModal();
  const intl = useIntl();

  return (
    <Modal.Root opened={state.opened} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        <LoginForm closeLabel={intl.formatMessage({ id: 'auth.modal.close' })} />
      </Modal.Content>
    </Modal.Root>
  );
}
