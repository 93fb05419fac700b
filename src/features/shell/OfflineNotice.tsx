import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Tells the fan the browser is offline (the app shell still works from the cache). */
export function OfflineNotice() {
  const intl = useIntl();
  return (
    <Alert role="status" color="gray" variant="light" radius={0} py={6}>
      {intl.formatMessage({ id: 'common.offline' })}
    </Alert>
  );
}
