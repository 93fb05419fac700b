import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ArticlesPageQuery } from '../../__generated__/ArticlesPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { ArticleList } from './components/ArticleList';
import classes from './components/Articles.module.css';

/** /articles/: the garden's feature articles, newest first. */
export function ArticlesPage() {
  return <ArticlesView queryRef={usePageQueryRef<ArticlesPageQuery>()} />;
}

export function ArticlesView({ queryRef }: { queryRef: PreloadedQuery<ArticlesPageQuery> }) {
  const { community } = usePreloadedQuery<ArticlesPageQuery>(articlesPageQuery, queryRef);
  const intl = useIntl();
  usePageMetadata(intl.formatMessage({ id: 'articles.title' }));
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <header className={classes.masthead}>
          <Text className={classes.kicker} component="p">
            <FormattedMessage id="articles.kicker" />
          </Text>
          <Title order={1} className={classes.mastheadTitle}>
            <FormattedMessage id="articles.title" />
          </Title>
          <Text c="dimmed" maw={560}>
            <FormattedMessage id="articles.description" />
          </Text>
        </header>
        <ArticleList community={community} />
      </Stack>
    </Container>
  );
}

const articlesPageQuery = graphql`
  query ArticlesPageQuery($count: Int!) {
    community {
      ...ArticleList_community @arguments(count: $count)
    }
  }
`;
