import { useIntl } from 'react-intl';
import { MessagePage } from './MessagePage';

/** Where the server sends visitors from a blocked IP range. */
export function IpBlockedPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'access.ipBlocked.title' })}
      body={intl.formatMessage({ id: 'access.ipBlocked.body' })}
    />
  );
}
