import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmRequest {
  /** Message ids (locales/<lang>/*.json). */
  titleId: string;
  bodyId: string;
  confirmId: string;
  /** A destructive action: the confirm button is red. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * The garden's confirmation modal for actions a fan cannot take back: the same words,
 * layout and button order everywhere (cancel first, the action last).
 */
export function useConfirm(): (request: ConfirmRequest) => void {
  const intl = useIntl();
  return useCallback(
    ({ titleId, bodyId, confirmId, destructive = false, onConfirm }: ConfirmRequest) => {
      modals.openConfirmModal({
        title: intl.formatMessage({ id: titleId }),
        children: <Text size="sm">{intl.formatMessage({ id: bodyId })}</Text>,
        labels: {
          confirm: intl.formatMessage({ id: confirmId }),
          cancel: intl.formatMessage({ id: 'common.confirm.cancel' }),
        },
        confirmProps: destructive ? { color: 'red' } : {},
        centered: true,
        radius: 'lg',
        onConfirm,
      });
    },
    [intl],
  );
}
