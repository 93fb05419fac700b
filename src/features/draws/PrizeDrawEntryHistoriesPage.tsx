import {
  Badge,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrizeDrawEntryHistoriesPageQuery } from '../../__generated__/PrizeDrawEntryHistoriesPageQuery.graphql';
import type { PrizeDrawEntryHistoriesPage_viewer$key } from '../../__generated__/PrizeDrawEntryHistoriesPage_viewer.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { SignInNotice } from '../store/components/SignInNotice';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { EntryResultBadge } from './prizeDraws/EntryResultBadge';
import { ENTRY_HISTORIES_PAGE_SIZE, entryHistoryPath } from './prizeDraws/prizeDrawPaths';

/** /prize-draws/entry-histories: the fan's entries, newest first, results flagged when new. */
export function PrizeDrawEntryHistoriesPage() {
  return (
    <PrizeDrawEntryHistoriesView queryRef={usePageQueryRef<PrizeDrawEntryHistoriesPageQuery>()} />
  );
}

export function PrizeDrawEntryHistoriesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDrawEntryHistoriesPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PrizeDrawEntryHistoriesPageQuery>(pageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    entriesFragment,
    viewer as PrizeDrawEntryHistoriesPage_viewer$key,
  );
  const title = intl.formatMessage({ id: 'draws.entry.histories' });
  usePageMetadata(title);
  const entries = data.prizeDrawEntries.edges.map((edge) => edge.node);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="draws.entry.historiesNote" />
          </Text>
        </div>
        {data.unseenPrizeDrawResultCount > 0 && (
          <Paper radius="lg" p="sm" bg="var(--mantine-primary-color-light)" role="status">
            <Text size="sm" fw={700}>
              <FormattedMessage
                id="draws.entry.unseen"
                values={{ count: data.unseenPrizeDrawResultCount }}
              />
            </Text>
          </Paper>
        )}
        {!viewer.isSignedIn ? (
          <SignInNotice />
        ) : entries.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.entry.empty" />} />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <UnstyledButton component={Link} to={entryHistoryPath(entry.id)} w="100%">
                  <Paper radius="lg" withBorder p="sm">
                    <Group wrap="nowrap">
                      <Image src={entry.prizeDraw.imageUrl} alt="" w={56} h={56} radius="md" />
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={700} truncate>
                          {entry.prizeDraw.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          <FormattedMessage
                            id="draws.entry.line"
                            values={{
                              number: entry.number,
                              date: <FormattedDate value={entry.createdAt} dateStyle="medium" />,
                            }}
                          />
                        </Text>
                      </Stack>
                      <Group gap={4}>
                        {!entry.resultSeen && (
                          <Badge color="red" size="xs" radius="sm">
                            NEW
                          </Badge>
                        )}
                        <EntryResultBadge result={entry.result} />
                      </Group>
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(ENTRY_HISTORIES_PAGE_SIZE)}
          >
            <FormattedMessage id="draws.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const pageQuery = graphql`
  query PrizeDrawEntryHistoriesPageQuery($count: Int!) {
    viewer {
      isSignedIn
      ...PrizeDrawEntryHistoriesPage_viewer @arguments(count: $count)
    }
  }
`;

const entriesFragment = graphql`
  fragment PrizeDrawEntryHistoriesPage_viewer on Viewer
  @refetchable(queryName: "PrizeDrawEntryHistoriesPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    unseenPrizeDrawResultCount
    prizeDrawEntries(first: $count, after: $cursor)
      @connection(key: "PrizeDrawEntryHistoriesPage_prizeDrawEntries") {
      edges {
        node {
          id
          number
          result
          resultSeen
          createdAt
          prizeDraw {
            title
            imageUrl
          }
        }
      }
    }
  }
`;
