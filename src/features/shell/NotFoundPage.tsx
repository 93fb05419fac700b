import { Button, Container } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageMetadata } from './DocumentMetadata';
import { EmptyState } from './EmptyState';

export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'common.notFound.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="xl">
      {/* The puppet, strings slack: nothing to show here. */}
      <EmptyState
        illustration="/images/garden/puppet.svg"
        headingOrder={1}
        title={title}
        description={intl.formatMessage({ id: 'common.notFound.body' })}
        action={
          <Button component={Link} to="/" variant="light" mt="sm">
            {intl.formatMessage({ id: 'common.notFound.backHome' })}
          </Button>
        }
      />
    </Container>
  );
}
