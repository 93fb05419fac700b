import { Button, Container } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';

/** What a card page shows for an id that is not (or not visible) in this garden. */
export function NotFoundCard({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Container size="sm" py="md">
      <EmptyState
        headingOrder={1}
        title={<FormattedMessage id="cards.notFound" />}
        action={
          <Button component={Link} to={backTo} variant="light">
            <FormattedMessage id={backLabel} />
          </Button>
        }
      />
    </Container>
  );
}
