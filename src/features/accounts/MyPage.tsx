import { Badge, Container, Group, NavLink, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MyPageQuery } from '../../__generated__/MyPageQuery.graphql';
import { galleryEditPath } from '../cards/cardsPaths';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ProfileCard } from './components/ProfileCard';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /mypage. The route's loader has already started the query. */
export function MyPage() {
  return <MyPageView queryRef={usePageQueryRef<MyPageQuery>()} />;
}

function HubLink({ to, label, soon }: { to?: string; label: ReactNode; soon?: boolean }) {
  return to ? (
    <NavLink component={Link} to={to} label={label} h={52} />
  ) : (
    // Badges and collections come with their own features; until then they say so.
    <NavLink
      component="div"
      disabled
      label={label}
      h={52}
      rightSection={
        soon && (
          <Badge variant="light" size="sm">
            <FormattedMessage id="accounts.myPage.soon" />
          </Badge>
        )
      }
    />
  );
}

/** The fan's own hub: their profile card and the way to everything that is theirs. */
export function MyPageView({ queryRef }: { queryRef: PreloadedQuery<MyPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageQuery>(myPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'accounts.myPage.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
        </Group>
        {viewer.user ? (
          <>
            <ProfileCard user={viewer.user} />
            <Paper radius="lg" shadow="xs" p={4} component="nav" aria-label={title}>
              <HubLink to="/mypage/edit" label={<FormattedMessage id="accounts.myPage.edit" />} />
              <HubLink
                to="/follow-list"
                label={<FormattedMessage id="accounts.myPage.followList" />}
              />
              <HubLink
                to="/mypage/badges"
                label={<FormattedMessage id="accounts.myPage.badges" />}
              />
              <HubLink
                to="/mypage/collections"
                label={<FormattedMessage id="accounts.myPage.collections" />}
              />
              <HubLink
                to={galleryEditPath}
                label={<FormattedMessage id="accounts.myPage.gallery" />}
              />
              <HubLink
                to="/referral-code"
                label={<FormattedMessage id="accounts.myPage.inviteFriends" />}
              />
              <HubLink to="/settings" label={<FormattedMessage id="accounts.myPage.settings" />} />
            </Paper>
          </>
        ) : (
          <MemberOnlyProfileNotice />
        )}
      </Stack>
    </Container>
  );
}

const myPageQuery = graphql`
  query MyPageQuery {
    viewer {
      user {
        ...ProfileCard_user
      }
    }
  }
`;
