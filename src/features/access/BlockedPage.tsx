import { useIntl } from 'react-intl';
import { MessagePage } from './MessagePage';

/** Where the server sends a blocked account. */
export function BlockedPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'access.blocked.title' })}
      body={intl.formatMessage({ id: 'access.blocked.body' })}
    />
  );
}
