import { Container } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useNotFoundStatus } from '../../../serverRendering/pageStatus';
import { EmptyState } from '../../shell/EmptyState';

/** A sign-in that expired, was finished already, or never was: back to the partner app. */
export function OAuthExpiredNotice() {
  useNotFoundStatus(true);
  return (
    <Container size="xs" py="xl">
      <EmptyState
        headingOrder={1}
        title={<FormattedMessage id="oidc.expired.title" />}
        description={<FormattedMessage id="oidc.expired.description" />}
      />
    </Container>
  );
}
