import { Container, Stack, Tabs, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { FollowListPageQuery } from '../../__generated__/FollowListPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { FollowersList } from './components/FollowersList';
import { FollowingList } from './components/FollowingList';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { usePageQueryRef } from '../../routing/routeQueries';

export type FollowListTab = 'following' | 'followers';

export function followListTab(value: string | null): FollowListTab {
  return value === 'followers' ? 'followers' : 'following';
}

/** /follow-list?tab=following|followers. The route's loader has already started the query. */
export function FollowListPage() {
  return <FollowListView queryRef={usePageQueryRef<FollowListPageQuery>()} />;
}

/** The viewer's follows in two tabs; the tab is in the address so it survives a reload. */
export function FollowListView({ queryRef }: { queryRef: PreloadedQuery<FollowListPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<FollowListPageQuery>(followListPageQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = followListTab(searchParams.get('tab'));
  const title = intl.formatMessage({ id: 'accounts.followList.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {viewer.user ? (
          <Tabs
            value={tab}
            onChange={(value) => setSearchParams({ tab: followListTab(value) }, { replace: true })}
          >
            <Tabs.List grow>
              <Tabs.Tab value="following" h={44}>
                <FormattedMessage id="accounts.followList.followingTab" />
              </Tabs.Tab>
              <Tabs.Tab value="followers" h={44}>
                <FormattedMessage id="accounts.followList.followersTab" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="following" pt="md">
              <FollowingList user={viewer.user} />
            </Tabs.Panel>
            <Tabs.Panel value="followers" pt="md">
              <FollowersList user={viewer.user} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <MemberOnlyProfileNotice />
        )}
      </Stack>
    </Container>
  );
}

const followListPageQuery = graphql`
  query FollowListPageQuery($pageSize: Int!) {
    viewer {
      user {
        ...FollowingList_user @arguments(count: $pageSize)
        ...FollowersList_user @arguments(count: $pageSize)
      }
    }
  }
`;
