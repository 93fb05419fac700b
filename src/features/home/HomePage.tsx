import { Container, Stack } from '@mantine/core';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { HomeChannels } from './HomeChannels';
import { WelcomeCard } from './WelcomeCard';
import { usePageQueryRef } from '../../routing/routeQueries';

export const homePageQuery = graphql`
  query HomePageQuery {
    community {
      ...WelcomeCard_community
      ...HomeChannels_community
    }
  }
`;

export function HomePage() {
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, usePageQueryRef<HomePageQuery>());
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <WelcomeCard community={data.community} />
        <HomeChannels community={data.community} />
      </Stack>
    </Container>
  );
}
