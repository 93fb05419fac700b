import { Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrizeDrawEntryCompletePageQuery } from '../../__generated__/PrizeDrawEntryCompletePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { entryHistoriesPath, entryHistoryPath, prizeDrawPath } from './prizeDraws/prizeDrawPaths';

/** /prize-draws/:prizeDrawId/entry_complete: the entry went through. */
export function PrizeDrawEntryCompletePage() {
  return (
    <PrizeDrawEntryCompleteView queryRef={usePageQueryRef<PrizeDrawEntryCompletePageQuery>()} />
  );
}

export function PrizeDrawEntryCompleteView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDrawEntryCompletePageQuery>;
}) {
  const intl = useIntl();
  const { node } = usePreloadedQuery<PrizeDrawEntryCompletePageQuery>(pageQuery, queryRef);
  const title = intl.formatMessage({ id: 'draws.entryComplete.title' });
  usePageMetadata(title);
  const draw = node?.prizeDraw;
  const entry = draw?.viewerEntry;
  return (
    <Container size="sm" py="md">
      {draw && entry ? (
        <Stack align="center" ta="center" gap="sm" py="lg">
          <Image src="/images/empty/quiet-garden.svg" alt="" w={160} h={112} fit="contain" />
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text fw={700}>{draw.title}</Text>
          <Text role="status">
            <FormattedMessage id="draws.entryComplete.number" values={{ number: entry.number }} />
          </Text>
          <Text size="sm" c="dimmed" maw={440}>
            <FormattedMessage
              id="draws.entryComplete.note"
              values={{
                closes: (
                  <FormattedDate value={draw.closesAt} dateStyle="medium" timeStyle="short" />
                ),
              }}
            />
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to={entryHistoryPath(entry.id)} radius="xl">
              <FormattedMessage id="draws.entry.see" />
            </Button>
            <Button component={Link} to={entryHistoriesPath} radius="xl" variant="light">
              <FormattedMessage id="draws.entry.histories" />
            </Button>
          </Group>
        </Stack>
      ) : (
        <EmptyState
          title={<FormattedMessage id="draws.entryComplete.none" />}
          headingOrder={1}
          action={
            draw ? (
              <Button component={Link} to={prizeDrawPath(draw.id)} radius="xl">
                <FormattedMessage id="draws.entry.backToDraw" />
              </Button>
            ) : undefined
          }
        />
      )}
    </Container>
  );
}

const pageQuery = graphql`
  query PrizeDrawEntryCompletePageQuery($prizeDrawId: ID!) {
    node(id: $prizeDrawId) {
      ... on PrizeDraw @alias(as: "prizeDraw") {
        id
        title
        closesAt
        viewerEntry {
          id
          number
        }
      }
    }
  }
`;
