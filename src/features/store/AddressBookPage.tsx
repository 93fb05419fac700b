import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AddressBookPageQuery } from '../../__generated__/AddressBookPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { AddressBook } from './components/AddressBook';
import { SignInNotice } from './components/SignInNotice';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /settings/store/addresses: the fan's delivery addresses, for goods and real-goods prizes. */
export function AddressBookPage() {
  return <AddressBookView queryRef={usePageQueryRef<AddressBookPageQuery>()} />;
}

export function AddressBookView({ queryRef }: { queryRef: PreloadedQuery<AddressBookPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<AddressBookPageQuery>(addressBookPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.address.bookTitle' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/settings/purchase-history" size="sm">
          <FormattedMessage id="store.address.toHistory" />
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="store.address.bookDescription" />
          </Text>
        </div>
        {viewer.isSignedIn ? <AddressBook viewer={viewer} mode="manage" /> : <SignInNotice />}
      </Stack>
    </Container>
  );
}

const addressBookPageQuery = graphql`
  query AddressBookPageQuery($count: Int!) {
    viewer {
      isSignedIn
      ...AddressBook_viewer @arguments(count: $count)
    }
  }
`;
