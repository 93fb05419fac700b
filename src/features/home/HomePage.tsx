import { Container, Stack } from '@mantine/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { HomeChannels } from './HomeChannels';
import { HomeSectionList } from './HomeSectionList';
import { WelcomeCard } from './WelcomeCard';
import { usePageQueryRef } from '../../routing/routeQueries';

export const homePageQuery = graphql`
  query HomePageQuery {
    community {
      ...WelcomeCard_community
      ...HomeSectionList_community
      ...HomeChannels_community
    }
  }
`;

export function HomePage() {
  return <HomePageView queryRef={usePageQueryRef<HomePageQuery>()} />;
}

/** The garden's welcome, then the sections its operators laid out, then the chat's channels. */
export function HomePageView({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <WelcomeCard community={data.community} />
        <HomeSectionList community={data.community} />
        <HomeChannels community={data.community} />
      </Stack>
    </Container>
  );
}
