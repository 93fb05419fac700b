import { Button, Container } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { cataloguePath, collectionsPath } from '../cardsPaths';

/**
 * What a card page shows for an id that is not (or not visible) in this garden: another
 * fan's hidden collection reads exactly like one that does not exist.
 */
export function NotFoundCard({ of }: { of: 'card' | 'collection' }) {
  return (
    <Container size="sm" py="md">
      <EmptyState
        headingOrder={1}
        title={
          of === 'card' ? (
            <FormattedMessage id="cards.notFound" />
          ) : (
            <FormattedMessage id="cards.collection.notFound" />
          )
        }
        action={
          <Button
            component={Link}
            to={of === 'card' ? cataloguePath : collectionsPath}
            variant="light"
          >
            {of === 'card' ? (
              <FormattedMessage id="cards.backToCatalogue" />
            ) : (
              <FormattedMessage id="cards.backToCollections" />
            )}
          </Button>
        }
      />
    </Container>
  );
}
