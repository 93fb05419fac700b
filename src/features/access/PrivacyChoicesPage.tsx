import { useIntl } from 'react-intl';
import { MessagePage } from './MessagePage';

/** The app's own privacy choices page, when the tenant configures no other. */
export function PrivacyChoicesPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'common.footer.privacyChoices' })}
      body={intl.formatMessage({ id: 'access.privacyChoices.body' })}
    />
  );
}
