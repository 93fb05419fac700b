import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CheckInPresentPageQuery } from '../../__generated__/CheckInPresentPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { PresentCard } from './components/PresentCard';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /check-in/presents/:presentId. The route's loader has already started the query. */
export function CheckInPresentPage() {
  return <CheckInPresentView queryRef={usePageQueryRef<CheckInPresentPageQuery>()} />;
}

export function CheckInPresentView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CheckInPresentPageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<CheckInPresentPageQuery>(checkInPresentPageQuery, queryRef);
  usePageMetadata(node?.title ?? intl.formatMessage({ id: 'engagement.presents.title' }));
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/check-in/presents">
          <FormattedMessage id="engagement.presents.back" />
        </Anchor>
        {node?.present ? (
          <PresentCard present={node.present} />
        ) : (
          <EmptyState
            title={<FormattedMessage id="engagement.presents.notFound" />}
            headingOrder={1}
          />
        )}
      </Stack>
    </Container>
  );
}

const checkInPresentPageQuery = graphql`
  query CheckInPresentPageQuery($presentId: ID!) {
    node(id: $presentId) {
      ... on CheckInPresent {
        title
      }
      ...PresentCard_present @alias(as: "present")
    }
  }
`;
