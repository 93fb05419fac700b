import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { DrawHistoryPageQuery } from '../../__generated__/DrawHistoryPageQuery.graphql';
import type { DrawHistoryPage_viewer$key } from '../../__generated__/DrawHistoryPage_viewer.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { DrawHistoryItem } from './components/DrawHistoryItem';
import { DRAW_HISTORY_PAGE_SIZE } from './drawsPageSize';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /probability-treasure-machine/history: the fan's own draws, newest first. */
export function DrawHistoryPage() {
  return <DrawHistoryView queryRef={usePageQueryRef<DrawHistoryPageQuery>()} />;
}

export function DrawHistoryView({ queryRef }: { queryRef: PreloadedQuery<DrawHistoryPageQuery> }) {
  const { viewer } = usePreloadedQuery<DrawHistoryPageQuery>(drawHistoryPageQuery, queryRef);
  const requireMember = useRequireMember();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    historyFragment,
    viewer as DrawHistoryPage_viewer$key,
  );
  const edges = data.treasureDraws.edges;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="draws.history.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="draws.history.description" />
          </Text>
        </div>
        {edges.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="draws.history.empty" />}
            action={
              viewer.joinedCommunity ? (
                <Button component={Link} to="/probability-treasure-machine" variant="light">
                  <FormattedMessage id="draws.history.toMachines" />
                </Button>
              ) : (
                <Button onClick={() => requireMember()}>
                  <FormattedMessage id="draws.join" />
                </Button>
              )
            }
          />
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {edges.map(({ node }) => (
              <li key={node.id}>
                <DrawHistoryItem draw={node} />
              </li>
            ))}
          </Stack>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(DRAW_HISTORY_PAGE_SIZE)}
          >
            <FormattedMessage id="draws.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const drawHistoryPageQuery = graphql`
  query DrawHistoryPageQuery($count: Int!) {
    viewer {
      joinedCommunity {
        id
      }
      ...DrawHistoryPage_viewer @arguments(count: $count)
    }
  }
`;

const historyFragment = graphql`
  fragment DrawHistoryPage_viewer on Viewer
  @refetchable(queryName: "DrawHistoryPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    treasureDraws(first: $count, after: $cursor) @connection(key: "DrawHistoryPage_treasureDraws") {
      edges {
        node {
          id
          ...DrawHistoryItem_draw
        }
      }
    }
  }
`;
