import { Button, Group, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * What a fan sees when a page failed to render: a modal over the app that they close to
 * carry on (closing renders the page again).
 */
export function ErrorFallbackModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'common.error.close' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': close }}
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'common.error.title' })}
      centered
    >
      <Text size="sm" role="alert">
        {intl.formatMessage({ id: 'common.error.body' })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{close}</Button>
      </Group>
    </Modal>
  );
}
