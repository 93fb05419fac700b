import { Container, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BannersPageQuery } from '../../__generated__/BannersPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { BannerList } from './components/BannerList';

/** /banners (every section) and /banner-list/:sectionId (one section): the current banners. */
export function BannersPage() {
  return <BannersPageView queryRef={usePageQueryRef<BannersPageQuery>()} />;
}

export function BannersPageView({ queryRef }: { queryRef: PreloadedQuery<BannersPageQuery> }) {
  const { community } = usePreloadedQuery<BannersPageQuery>(bannersPageQuery, queryRef);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          <FormattedMessage id="pages.banners.title" />
        </Title>
        <BannerList community={community} />
      </Stack>
    </Container>
  );
}

const bannersPageQuery = graphql`
  query BannersPageQuery($sectionId: String, $count: Int!) {
    community {
      ...BannerList_community @arguments(sectionId: $sectionId, count: $count)
    }
  }
`;
