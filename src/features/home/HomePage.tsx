import { Container, Stack } from '@mantine/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { HomeBannerCarousel } from '../pages/components/HomeBannerCarousel';
import { HomeChannels } from './HomeChannels';
import { WelcomeCard } from './WelcomeCard';
import { usePageQueryRef } from '../../routing/routeQueries';

export const homePageQuery = graphql`
  query HomePageQuery($bannerSection: String!, $bannerCount: Int!) {
    community {
      ...HomeBannerCarousel_community @arguments(sectionId: $bannerSection, count: $bannerCount)
      ...WelcomeCard_community
      ...HomeChannels_community
    }
  }
`;

export function HomePage() {
  return <HomePageView queryRef={usePageQueryRef<HomePageQuery>()} />;
}

export function HomePageView({ queryRef }: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <WelcomeCard community={data.community} />
        <HomeBannerCarousel community={data.community} />
        <HomeChannels community={data.community} />
      </Stack>
    </Container>
  );
}
