import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { ArticleView } from './components/ArticleView';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /information/:articleId/general-information. */
export function ArticlePage() {
  return <ArticlePageView queryRef={usePageQueryRef<ArticlePageQuery>()} />;
}

export function ArticlePageView({ queryRef }: { queryRef: PreloadedQuery<ArticlePageQuery> }) {
  const { node, viewer } = usePreloadedQuery<ArticlePageQuery>(articlePageQuery, queryRef);
  useNotFoundStatus(!node?.article);
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/information" size="sm" c="dimmed">
          <FormattedMessage id="information.back" />
        </Anchor>
        {node?.article ? (
          <ArticleView article={node.article} isMember={viewer.joinedCommunity !== null} />
        ) : (
          <EmptyState
            title={<FormattedMessage id="information.notFound" />}
            description={<FormattedMessage id="information.notFoundHint" />}
          />
        )}
      </Stack>
    </Container>
  );
}

const articlePageQuery = graphql`
  query ArticlePageQuery($articleId: ID!) {
    node(id: $articleId) {
      ... on InformationArticle @alias(as: "article") {
        ...ArticleView_article
      }
    }
    viewer {
      joinedCommunity {
        __typename
      }
    }
  }
`;
