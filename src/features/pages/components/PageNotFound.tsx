import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../shell/EmptyState';

/** What an unknown, unpublished or ended page shows (the server answers 404 with it). */
export function PageNotFound() {
  return (
    <EmptyState
      headingOrder={1}
      title={<FormattedMessage id="pages.notFound" />}
      description={<FormattedMessage id="pages.notFoundHint" />}
    />
  );
}
