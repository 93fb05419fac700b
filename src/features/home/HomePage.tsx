import { Container, Stack } from '@mantine/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { HomeChannels } from './HomeChannels';
import { WelcomeCard } from './WelcomeCard';

export const homePageQuery = graphql`
  query HomePageQuery {
    community {
      ...WelcomeCard_community
      ...HomeChannels_community
    }
  }
`;

export function HomePage() {
  const data = usePreloadedQuery<HomePageQuery>(
    homePageQuery,
    useLoaderData() as PreloadedQuery<HomePageQuery>,
  );
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <WelcomeCard community={data.community} />
        <HomeChannels community={data.community} />
      </Stack>
    </Container>
  );
}
