import { Anchor, Container, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AcquiredPrizesPageQuery } from '../../__generated__/AcquiredPrizesPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { EntryResultBadge } from './prizeDraws/EntryResultBadge';
import { entryHistoryPath, prizeDrawPath } from './prizeDraws/prizeDrawPaths';

/** /store/items/:itemId/acquired-prizes: what the fan acquired through buying an item. */
export function AcquiredPrizesPage() {
  return <AcquiredPrizesView queryRef={usePageQueryRef<AcquiredPrizesPageQuery>()} />;
}

export function AcquiredPrizesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<AcquiredPrizesPageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<AcquiredPrizesPageQuery>(pageQuery, queryRef);
  const item = node?.item;
  usePageMetadata(intl.formatMessage({ id: 'draws.acquired.title' }));
  useNotFoundStatus(!item);
  if (!item) {
    return (
      <Container size="sm" py="md">
        <EmptyState title={<FormattedMessage id="draws.acquired.notFound" />} headingOrder={1} />
      </Container>
    );
  }
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/store/items/${encodeURIComponent(item.id)}`} size="sm">
          {item.name}
        </Anchor>
        <Title order={1} size="h2">
          <FormattedMessage id="draws.acquired.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="draws.acquired.note" values={{ item: item.name }} />
        </Text>
        {item.viewerAcquiredPrizes.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.acquired.empty" />} />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {item.viewerAcquiredPrizes.map((entry) => (
              <li key={entry.id}>
                <UnstyledButton component={Link} to={entryHistoryPath(entry.id)} w="100%">
                  <Paper radius="lg" withBorder p="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={2}>
                        <Text fw={700}>{entry.prize?.name ?? entry.prizeDraw.title}</Text>
                        <Text size="xs" c="dimmed">
                          {entry.prizeDraw.title} ·{' '}
                          <FormattedDate value={entry.createdAt} dateStyle="medium" />
                        </Text>
                      </Stack>
                      <EntryResultBadge result={entry.result} />
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {item.prizeDraws.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              <FormattedMessage id="draws.acquired.draws" />
            </Title>
            {item.prizeDraws.map((draw) => (
              <Anchor key={draw.id} component={Link} to={prizeDrawPath(draw.id)}>
                {draw.title}
              </Anchor>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

const pageQuery = graphql`
  query AcquiredPrizesPageQuery($itemId: ID!) {
    node(id: $itemId) {
      ... on StoreItem @alias(as: "item") {
        id
        name
        prizeDraws {
          id
          title
        }
        viewerAcquiredPrizes {
          id
          result
          createdAt
          prize {
            name
          }
          prizeDraw {
            title
          }
        }
      }
    }
  }
`;
