import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { FavoriteInformationPageQuery } from '../../__generated__/FavoriteInformationPageQuery.graphql';
import type { FavoriteInformationPage_viewer$key } from '../../__generated__/FavoriteInformationPage_viewer.graphql';
import { EmptyState } from '../shell/EmptyState';
import { InformationListItem } from './components/InformationListItem';
import { INFORMATION_PAGE_SIZE } from './informationPageSize';
import { articlePath } from './informationPaths';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /information/:articleId/favorite-information-list: the fan's starred articles. */
export function FavoriteInformationPage() {
  return <FavoriteInformationView queryRef={usePageQueryRef<FavoriteInformationPageQuery>()} />;
}

export function FavoriteInformationView({
  queryRef,
}: {
  queryRef: PreloadedQuery<FavoriteInformationPageQuery>;
}) {
  const { viewer } = usePreloadedQuery<FavoriteInformationPageQuery>(
    favoriteInformationPageQuery,
    queryRef,
  );
  // The article the fan came from: "back" returns to it.
  const { articleId = '' } = useParams();
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={articlePath(articleId)} size="sm" c="dimmed">
          <FormattedMessage id="information.back" />
        </Anchor>
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="information.favorites.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="information.favorites.description" />
          </Text>
        </div>
        <FavoriteList viewer={viewer} />
      </Stack>
    </Container>
  );
}

function FavoriteList({ viewer }: { viewer: FavoriteInformationPage_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FavoriteInformationPage_viewer on Viewer
      @refetchable(queryName: "FavoriteInformationPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        favoriteInformation(first: $count, after: $cursor)
          @connection(key: "FavoriteInformationPage_favoriteInformation") {
          edges {
            node {
              id
              ...InformationListItem_article
            }
          }
        }
      }
    `,
    viewer,
  );
  if (data.favoriteInformation.edges.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="information.favorites.empty" />}
        description={<FormattedMessage id="information.favorites.emptyHint" />}
      />
    );
  return (
    <Stack gap="sm">
      <Paper radius="lg" withBorder p={4}>
        {data.favoriteInformation.edges.map((edge) => (
          <InformationListItem key={edge.node.id} article={edge.node} />
        ))}
      </Paper>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(INFORMATION_PAGE_SIZE)}
        >
          <FormattedMessage id="information.more" />
        </Button>
      )}
    </Stack>
  );
}

const favoriteInformationPageQuery = graphql`
  query FavoriteInformationPageQuery {
    viewer {
      ...FavoriteInformationPage_viewer
    }
  }
`;
