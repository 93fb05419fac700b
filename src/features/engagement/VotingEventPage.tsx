import {
  Anchor,
  Badge,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VotingEventPageQuery } from '../../__generated__/VotingEventPageQuery.graphql';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { CandidateCard } from './components/CandidateCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /voting-event/:identifier. The route's loader has already started the query. */
export function VotingEventPage() {
  return <VotingEventView queryRef={usePageQueryRef<VotingEventPageQuery>()} />;
}

export function VotingEventView({ queryRef }: { queryRef: PreloadedQuery<VotingEventPageQuery> }) {
  const intl = useIntl();
  const { votingEvent: event, viewer } = usePreloadedQuery<VotingEventPageQuery>(
    votingEventPageQuery,
    queryRef,
  );
  const isMember = viewer.joinedCommunity != null;
  usePageMetadata(event?.title ?? intl.formatMessage({ id: 'engagement.voting.notFound' }));
  useNotFoundStatus(!event);
  if (!event) {
    return (
      <EmptyState title={<FormattedMessage id="engagement.voting.notFound" />} headingOrder={1} />
    );
  }
  const base = `/voting-event/${encodeURIComponent(event.identifier)}`;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        {event.imageUrl && (
          <Paper radius="lg" bg="var(--mantine-color-plum-1)" p="md">
            <Image src={event.imageUrl} alt="" h={140} fit="contain" />
          </Paper>
        )}
        <div>
          <Group gap="xs">
            <Badge color={event.phase === 'OPEN' ? 'crimson' : 'gray'} radius="sm">
              <FormattedMessage id={`engagement.voting.phase.${event.phase}`} />
            </Badge>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="engagement.voting.window"
                values={{
                  opens: <FormattedDate value={event.opensAt} month="short" day="numeric" />,
                  closes: (
                    <FormattedDate
                      value={event.closesAt}
                      month="short"
                      day="numeric"
                      hour="2-digit"
                      minute="2-digit"
                    />
                  ),
                }}
              />
            </Text>
          </Group>
          <Title order={1} size="h2" mt={4}>
            {event.title}
          </Title>
          <Text size="sm" c="dimmed">
            {event.description}
          </Text>
        </div>
        {event.phase === 'OPEN' && isMember && (
          <Paper radius="lg" shadow="xs" p="sm">
            <Text fw={600} data-testid="votes-left">
              <FormattedMessage
                id="engagement.voting.left"
                values={{ left: event.viewerFreeVotesLeft, perDay: event.freeVotesPerDay }}
              />
            </Text>
          </Paper>
        )}
        <Group gap="md">
          <Anchor component={Link} to={`${base}/result`} fw={600}>
            <FormattedMessage id="engagement.voting.toResult" />
          </Anchor>
          <Anchor component={Link} to={`${base}/share`} fw={600}>
            <FormattedMessage
              id="engagement.voting.toShare"
              values={{ coins: event.shareRewardCoins }}
            />
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {event.candidates.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              // A visitor's tap opens the sign-up; a member votes while votes are left, then
              // for coins when the event sells extra votes.
              canVote={
                event.phase === 'OPEN' &&
                (!isMember || event.viewerFreeVotesLeft > 0 || event.extraVoteCoinPrice != null)
              }
              coinPrice={
                isMember && event.viewerFreeVotesLeft === 0
                  ? (event.extraVoteCoinPrice ?? null)
                  : null
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

const votingEventPageQuery = graphql`
  query VotingEventPageQuery($identifier: String!) {
    viewer {
      joinedCommunity {
        __typename
      }
    }
    votingEvent(identifier: $identifier) {
      id
      identifier
      title
      description
      imageUrl
      phase
      opensAt
      closesAt
      freeVotesPerDay
      viewerFreeVotesLeft
      extraVoteCoinPrice
      shareRewardCoins
      candidates {
        id
        ...CandidateCard_candidate
      }
    }
  }
`;
