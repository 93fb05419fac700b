import {
  Anchor,
  Avatar,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VotingResultPageQuery } from '../../__generated__/VotingResultPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { usePageQueryRef } from '../../routing/routeQueries';

const MEDALS = ['🥇', '🥈', '🥉'];

/** /voting-event/:identifier/result. The route's loader has already started the query. */
export function VotingResultPage() {
  return <VotingResultView queryRef={usePageQueryRef<VotingResultPageQuery>()} />;
}

/** The ranking: shown after the close, or while open when the event shows its counts. */
export function VotingResultView({
  queryRef,
}: {
  queryRef: PreloadedQuery<VotingResultPageQuery>;
}) {
  const intl = useIntl();
  const { votingEvent: event } = usePreloadedQuery<VotingResultPageQuery>(
    votingResultPageQuery,
    queryRef,
  );
  usePageMetadata(
    event
      ? intl.formatMessage({ id: 'engagement.result.title' }, { title: event.title })
      : intl.formatMessage({ id: 'engagement.voting.notFound' }),
  );
  if (!event)
    return (
      <EmptyState title={<FormattedMessage id="engagement.voting.notFound" />} headingOrder={1} />
    );
  const top = Math.max(1, ...event.candidates.map((candidate) => candidate.voteCount ?? 0));
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/voting-event/${encodeURIComponent(event.identifier)}`}>
          <FormattedMessage id="engagement.result.back" />
        </Anchor>
        <Title order={1} size="h2">
          <FormattedMessage id="engagement.result.title" values={{ title: event.title }} />
        </Title>
        {!event.countsVisible ? (
          <EmptyState
            title={<FormattedMessage id="engagement.result.notYet" />}
            description={<FormattedMessage id="engagement.result.notYetDescription" />}
          />
        ) : (
          event.candidates.map((candidate, rank) => (
            <Paper key={candidate.id} radius="lg" shadow="xs" p="sm" data-testid="result-row">
              <Group wrap="nowrap">
                <Text
                  fz={24}
                  w={32}
                  ta="center"
                  aria-label={intl.formatMessage(
                    { id: 'engagement.result.rank' },
                    { rank: rank + 1 },
                  )}
                >
                  {MEDALS[rank] ?? rank + 1}
                </Text>
                <Avatar src={candidate.imageUrl} radius="md" size={48} />
                <Stack gap={4} style={{ flex: 1 }}>
                  <Group justify="space-between">
                    <Text fw={700}>{candidate.name}</Text>
                    <Text fw={600} size="sm">
                      <FormattedMessage
                        id="engagement.voting.count"
                        values={{ count: candidate.voteCount ?? 0 }}
                      />
                    </Text>
                  </Group>
                  <Progress
                    value={((candidate.voteCount ?? 0) / top) * 100}
                    color={rank === 0 ? 'gold' : 'crimson'}
                    radius="xl"
                  />
                </Stack>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Container>
  );
}

const votingResultPageQuery = graphql`
  query VotingResultPageQuery($identifier: String!) {
    votingEvent(identifier: $identifier) {
      identifier
      title
      countsVisible
      candidates(orderBy: VOTES) {
        id
        name
        imageUrl
        voteCount
      }
    }
  }
`;
