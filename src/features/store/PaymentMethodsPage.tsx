import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PaymentMethodsPageQuery } from '../../__generated__/PaymentMethodsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { SavedCardList } from './components/SavedCardList';
import { SignInNotice } from './components/SignInNotice';

/** /settings/store/payment-method: the fan's saved cards, for checkouts and membership renewals. */
export function PaymentMethodsPage() {
  return <PaymentMethodsView queryRef={usePageQueryRef<PaymentMethodsPageQuery>()} />;
}

export function PaymentMethodsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PaymentMethodsPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PaymentMethodsPageQuery>(paymentMethodsPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.card.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/settings/store" size="sm">
          <FormattedMessage id="store.settings.back" />
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="store.card.description" />
          </Text>
        </div>
        {viewer.isSignedIn ? <SavedCardList viewer={viewer} /> : <SignInNotice />}
      </Stack>
    </Container>
  );
}

const paymentMethodsPageQuery = graphql`
  query PaymentMethodsPageQuery($count: Int!) {
    viewer {
      isSignedIn
      ...SavedCardList_viewer @arguments(count: $count)
    }
  }
`;
