import { Container, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { CheckoutConfirmation } from './components/CheckoutConfirmation';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /checkout/{session_id}: the final confirmation before payment. */
export function CheckoutPage() {
  return <CheckoutView queryRef={usePageQueryRef<CheckoutPageQuery>()} />;
}

export function CheckoutView({ queryRef }: { queryRef: PreloadedQuery<CheckoutPageQuery> }) {
  const intl = useIntl();
  const { node, community, viewer } = usePreloadedQuery<CheckoutPageQuery>(
    checkoutPageQuery,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'store.checkout.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {node?.session ? (
          <CheckoutConfirmation
            session={node.session}
            legal={community.storeLegal}
            viewer={viewer}
          />
        ) : (
          <EmptyState title={<FormattedMessage id="store.checkout.notFound" />} />
        )}
      </Stack>
    </Container>
  );
}

const checkoutPageQuery = graphql`
  query CheckoutPageQuery($sessionId: ID!, $addressCount: Int!, $cardCount: Int!) {
    viewer {
      ...CheckoutConfirmation_viewer @arguments(addressCount: $addressCount, cardCount: $cardCount)
    }
    node(id: $sessionId) {
      ... on CheckoutSession @alias(as: "session") {
        ...CheckoutConfirmation_session
      }
    }
    community {
      storeLegal {
        ...CheckoutConfirmation_legal
      }
    }
  }
`;
