import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { onSessionEnded } from './sessionEnded';

/** Tells the fan they were signed out because their sign-in could not be renewed. */
export function SessionEndedNotice() {
  const intl = useIntl();
  const [ended, setEnded] = useState(false);
  useEffect(() => onSessionEnded(() => setEnded(true)), []);
  if (!ended) return null;
  return (
    <Alert
      role="alert"
      color="yellow"
      variant="light"
      radius={0}
      py={6}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'common.error.close' })}
      onClose={() => setEnded(false)}
    >
      {intl.formatMessage({ id: 'common.sessionEnded' })}
    </Alert>
  );
}
