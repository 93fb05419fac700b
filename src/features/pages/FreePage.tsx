import { Container } from '@mantine/core';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { FreePageQuery } from '../../__generated__/FreePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { GardenPageView } from './components/GardenPageView';
import { PageNotFound } from './components/PageNotFound';

/**
 * /v/:pageName and /v/:pageName/:ogpPath: a free page. The second address shows the same
 * page; only its share preview differs (the encoded OGP path, server/seo/ogpPath.ts).
 */
export function FreePage() {
  return <FreePageView queryRef={usePageQueryRef<FreePageQuery>()} />;
}

export function FreePageView({ queryRef }: { queryRef: PreloadedQuery<FreePageQuery> }) {
  const { community } = usePreloadedQuery<FreePageQuery>(freePageQuery, queryRef);
  useNotFoundStatus(!community.freePage);
  return (
    <Container size="sm" py="md">
      {community.freePage ? <GardenPageView page={community.freePage} /> : <PageNotFound />}
    </Container>
  );
}

const freePageQuery = graphql`
  query FreePageQuery($pageName: String!) {
    community {
      freePage(pageName: $pageName) {
        ...GardenPageView_page
      }
    }
  }
`;
