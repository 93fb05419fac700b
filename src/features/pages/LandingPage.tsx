import { Container } from '@mantine/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LandingPageQuery } from '../../__generated__/LandingPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { GardenPageView } from './components/GardenPageView';
import { PageNotFound } from './components/PageNotFound';

/** /lp/:identifier: a campaign landing page. */
export function LandingPage() {
  return <LandingPageView queryRef={usePageQueryRef<LandingPageQuery>()} />;
}

export function LandingPageView({ queryRef }: { queryRef: PreloadedQuery<LandingPageQuery> }) {
  const { community } = usePreloadedQuery<LandingPageQuery>(landingPageQuery, queryRef);
  useNotFoundStatus(!community.landingPage);
  return (
    <Container size="sm" py="md">
      {community.landingPage ? <GardenPageView page={community.landingPage} /> : <PageNotFound />}
    </Container>
  );
}

const landingPageQuery = graphql`
  query LandingPageQuery($identifier: String!) {
    community {
      landingPage(identifier: $identifier) {
        ...GardenPageView_page
      }
    }
  }
`;
