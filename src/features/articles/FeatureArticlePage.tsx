import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FeatureArticlePageQuery } from '../../__generated__/FeatureArticlePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { NotFoundPage } from '../shell/NotFoundPage';
import { ArticleReader } from './components/ArticleReader';

/** /articles/:slug: one feature article to read. */
export function FeatureArticlePage() {
  return <FeatureArticlePageView queryRef={usePageQueryRef<FeatureArticlePageQuery>()} />;
}

export function FeatureArticlePageView({
  queryRef,
}: {
  queryRef: PreloadedQuery<FeatureArticlePageQuery>;
}) {
  const { community, viewer } = usePreloadedQuery<FeatureArticlePageQuery>(
    featureArticlePageQuery,
    queryRef,
  );
  // Unknown or not yet published: the server answers 404 with the garden's not-found page.
  useNotFoundStatus(!community.article);
  if (!community.article) return <NotFoundPage />;
  return (
    <Container size={760} py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to="/articles" size="sm" c="dimmed" w="fit-content">
          <FormattedMessage id="articles.back" />
        </Anchor>
        <ArticleReader article={community.article} hasJoined={viewer.joinedCommunity !== null} />
      </Stack>
    </Container>
  );
}

const featureArticlePageQuery = graphql`
  query FeatureArticlePageQuery($slug: String!) {
    community {
      article(slug: $slug) {
        ...ArticleReader_article
      }
    }
    viewer {
      joinedCommunity {
        __typename
      }
    }
  }
`;
