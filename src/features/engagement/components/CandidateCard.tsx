import { AspectRatio, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CandidateCard_candidate$key } from '../../../__generated__/CandidateCard_candidate.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useVoteMutation } from '../useVoteMutation';

/** A candidate of a voting event: picture, name, the count when shown, and the vote button. */
export function CandidateCard({
  candidate,
  canVote,
  coinPrice,
}: {
  candidate: CandidateCard_candidate$key;
  canVote: boolean;
  /** Set once the free votes are used on an event that sells extra votes: the vote's price. */
  coinPrice: number | null;
}) {
  const intl = useIntl();
  const data = useFragment(candidateCardFragment, candidate);
  const [vote, voting] = useVoteMutation();
  const requireMember = useRequireMember();
  const onVote = () => {
    if (!requireMember()) return;
    vote(data.id, coinPrice !== null, (message) =>
      notifications.show(
        message === undefined
          ? {
              color: 'gold',
              message: intl.formatMessage({ id: 'engagement.voting.voted' }, { name: data.name }),
            }
          : { color: 'red', message: message ?? intl.formatMessage({ id: 'engagement.failed' }) },
      ),
    );
  };
  return (
    <Card radius="lg" shadow="xs" padding="sm" data-testid="candidate">
      <Card.Section>
        <AspectRatio ratio={16 / 10} bg="var(--mantine-color-plum-1)">
          {data.imageUrl && <Image src={data.imageUrl} alt="" fit="contain" p="sm" mah={180} />}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700}>{data.name}</Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {data.description}
        </Text>
        <Group justify="space-between" mt={4}>
          <Text size="sm" fw={600} data-testid="candidate-votes">
            {data.voteCount == null ? (
              <FormattedMessage id="engagement.voting.hidden" />
            ) : (
              <FormattedMessage id="engagement.voting.count" values={{ count: data.voteCount }} />
            )}
          </Text>
          {data.viewerVoteCount > 0 && (
            <Text size="xs" c="crimson">
              <FormattedMessage
                id="engagement.voting.yours"
                values={{ count: data.viewerVoteCount }}
              />
            </Text>
          )}
        </Group>
        <Button
          color="crimson"
          radius="xl"
          disabled={!canVote}
          loading={voting}
          onClick={onVote}
          aria-label={intl.formatMessage({ id: 'engagement.voting.voteFor' }, { name: data.name })}
        >
          {coinPrice === null ? (
            <FormattedMessage id="engagement.voting.vote" />
          ) : (
            <FormattedMessage id="engagement.voting.voteWithCoins" values={{ coins: coinPrice }} />
          )}
        </Button>
      </Stack>
    </Card>
  );
}

const candidateCardFragment = graphql`
  fragment CandidateCard_candidate on VotingCandidate {
    id
    name
    description
    imageUrl
    voteCount
    viewerVoteCount
  }
`;
