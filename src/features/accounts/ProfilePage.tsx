import { Container, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { ProfileCollections } from '../cards/components/ProfileCollections';
import { ProfileShowcase } from '../cards/components/ProfileShowcase';
import { ProfileCard } from './components/ProfileCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /profile/:userId. The route's loader has already started the query. */
export function ProfilePage() {
  return <ProfileView queryRef={usePageQueryRef<ProfilePageQuery>()} />;
}

/** A fan's public profile, or "not found" for an id that is not a fan of this garden. */
export function ProfileView({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<ProfilePageQuery>(profilePageQuery, queryRef);
  // Null for an unknown id, or for an id of something other than a fan.
  const user = node?.user ?? null;
  useNotFoundStatus(!user);
  usePageMetadata(user?.displayName ?? intl.formatMessage({ id: 'accounts.profile.notFound' }));
  return (
    <Container size="sm" py="md">
      {user ? (
        <Stack gap="md">
          <ProfileCard user={user} />
          <ProfileShowcase user={user} />
          <ProfileCollections user={user} />
        </Stack>
      ) : (
        <EmptyState headingOrder={1} title={<FormattedMessage id="accounts.profile.notFound" />} />
      )}
    </Container>
  );
}

const profilePageQuery = graphql`
  query ProfilePageQuery($userId: ID!, $collections: Int!) {
    node(id: $userId) {
      ... on User @alias(as: "user") {
        displayName
        ...ProfileCard_user
        ...ProfileShowcase_user
        ...ProfileCollections_user @arguments(count: $collections)
      }
    }
  }
`;
