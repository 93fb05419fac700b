import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VotingSharePageQuery } from '../../__generated__/VotingSharePageQuery.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { useReceiveVotingShareRewardMutation } from './useReceiveVotingShareRewardMutation';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /voting-event/:identifier/share. The route's loader has already started the query. */
export function VotingSharePage() {
  return <VotingShareView queryRef={usePageQueryRef<VotingSharePageQuery>()} />;
}

/** Share the event (the system share sheet, else the link is copied); the first share pays a reward. */
export function VotingShareView({ queryRef }: { queryRef: PreloadedQuery<VotingSharePageQuery> }) {
  const intl = useIntl();
  const { votingEvent: event } = usePreloadedQuery<VotingSharePageQuery>(
    votingSharePageQuery,
    queryRef,
  );
  const [receive, receiving] = useReceiveVotingShareRewardMutation();
  const requireMember = useRequireMember();
  usePageMetadata(event?.title ?? intl.formatMessage({ id: 'engagement.voting.notFound' }));
  if (!event)
    return (
      <EmptyState title={<FormattedMessage id="engagement.voting.notFound" />} headingOrder={1} />
    );
  const url = `${window.location.origin}/voting-event/${encodeURIComponent(event.identifier)}`;
  const onShare = async () => {
    if (!requireMember()) return;
    const text = intl.formatMessage({ id: 'engagement.share.text' }, { title: event.title });
    try {
      if (navigator.share) await navigator.share({ title: event.title, text, url });
      else await navigator.clipboard.writeText(`${text} ${url}`);
    } catch {
      return; // The fan closed the share sheet: nothing was shared.
    }
    receive(event.id, (message) =>
      notifications.show(
        message === undefined
          ? {
              color: 'gold',
              message: intl.formatMessage(
                { id: 'engagement.share.rewarded' },
                { coins: event.shareRewardCoins },
              ),
            }
          : { color: 'red', message: message ?? intl.formatMessage({ id: 'engagement.failed' }) },
      ),
    );
  };
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/voting-event/${encodeURIComponent(event.identifier)}`}>
          <FormattedMessage id="engagement.result.back" />
        </Anchor>
        <Title order={1} size="h2">
          <FormattedMessage id="engagement.share.title" />
        </Title>
        <Paper radius="lg" shadow="xs" p="lg">
          <Stack align="center" gap="sm">
            <Text fw={700}>{event.title}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {event.viewerReceivedShareReward ? (
                <FormattedMessage id="engagement.share.received" />
              ) : (
                <FormattedMessage
                  id="engagement.share.offer"
                  values={{ coins: event.shareRewardCoins }}
                />
              )}
            </Text>
            <Button
              color="crimson"
              radius="xl"
              size="lg"
              loading={receiving}
              onClick={() => void onShare()}
            >
              <FormattedMessage id="engagement.share.button" />
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

const votingSharePageQuery = graphql`
  query VotingSharePageQuery($identifier: String!) {
    votingEvent(identifier: $identifier) {
      id
      identifier
      title
      shareRewardCoins
      viewerReceivedShareReward
    }
  }
`;
