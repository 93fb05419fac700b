import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { PrizeDrawPageEnterMutation } from '../../__generated__/PrizeDrawPageEnterMutation.graphql';
import type { PrizeDrawPageQuery } from '../../__generated__/PrizeDrawPageQuery.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { useLoginModal } from '../../state/loginModal';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { EntryResultBadge } from './prizeDraws/EntryResultBadge';
import { MemberExtraDrawPanel } from './prizeDraws/MemberExtraDrawPanel';
import { PrizeDrawPrizes } from './prizeDraws/PrizeDrawPrizes';
import {
  acquiredPrizesPath,
  entryCompletePath,
  entryHistoriesPath,
  entryHistoryPath,
} from './prizeDraws/prizeDrawPaths';

/** /prize-draws/:prizeDrawId. The route's loader has started the query. */
export function PrizeDrawPage() {
  return <PrizeDrawView queryRef={usePageQueryRef<PrizeDrawPageQuery>()} />;
}

const statusIds = {
  UPCOMING: 'draws.prizeDraw.status.upcoming',
  OPEN: 'draws.prizeDraw.status.open',
  CLOSED: 'draws.prizeDraw.status.closed',
  DRAWN: 'draws.prizeDraw.status.drawn',
} as const;

/**
 * A prize draw: its prizes and window, the entry (free, or as a buyer of its item), the
 * members' extra draw when it offers one, the viewer's result once drawn, and what proves the draw fair (the commitment published
 * before the window, the seed revealed with the results).
 */
export function PrizeDrawView({ queryRef }: { queryRef: PreloadedQuery<PrizeDrawPageQuery> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { open: openLogin } = useLoginModal();
  const { node } = usePreloadedQuery<PrizeDrawPageQuery>(pageQuery, queryRef);
  const draw = node?.prizeDraw;
  usePageMetadata(draw?.title ?? intl.formatMessage({ id: 'draws.prizeDraw.notFound' }));
  useNotFoundStatus(!draw);
  const [commit, inFlight] = useMutation<PrizeDrawPageEnterMutation>(enterMutation);
  const [clientMutationId] = useState(newClientMutationId);
  const [error, setError] = useState<string | null>(null);
  if (!draw) {
    return (
      <Container size="sm" py="md">
        <EmptyState title={<FormattedMessage id="draws.prizeDraw.notFound" />} headingOrder={1} />
      </Container>
    );
  }
  const status = draw.status in statusIds ? (draw.status as keyof typeof statusIds) : 'CLOSED';
  const enter = (route: 'FREE' | 'PURCHASE') => {
    setError(null);
    commit({
      variables: {
        input: { clientMutationId: `${clientMutationId}-${route}`, prizeDrawId: draw.id, route },
      },
      onCompleted: ({ enterPrizeDraw: result }) => {
        if (result.__typename === 'EnterPrizeDrawPayload') navigate(entryCompletePath(draw.id));
        else if ('message' in result) setError(result.message ?? null);
      },
      onError: () => setError(intl.formatMessage({ id: 'draws.prizeDraw.enterFailed' })),
    });
  };
  const eligibility = draw.viewerEligibility;
  const entry = draw.viewerEntry;

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={entryHistoriesPath} size="sm">
          <FormattedMessage id="draws.entry.histories" />
        </Anchor>
        <Paper radius="xl" withBorder p={0} style={{ overflow: 'hidden' }}>
          <Image src={draw.imageUrl} alt="" h={200} fit="cover" />
          <Stack p="lg" gap="xs">
            <Group gap="xs">
              <Badge radius="sm" variant={status === 'OPEN' ? 'filled' : 'light'}>
                <FormattedMessage id={statusIds[status]} />
              </Badge>
              <Badge radius="sm" variant="outline" color="gray">
                <FormattedMessage
                  id={draw.entryItem ? 'draws.prizeDraw.type.general' : 'draws.prizeDraw.type.open'}
                />
              </Badge>
            </Group>
            <Title order={1} size="h2">
              {draw.title}
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="draws.prizeDraw.period"
                values={{
                  opens: (
                    <FormattedDate value={draw.opensAt} dateStyle="medium" timeStyle="short" />
                  ),
                  closes: (
                    <FormattedDate value={draw.closesAt} dateStyle="medium" timeStyle="short" />
                  ),
                }}
              />
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{draw.description}</Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="draws.prizeDraw.entryCount"
                values={{ count: draw.entryCount }}
              />
            </Text>
          </Stack>
        </Paper>

        <Paper radius="lg" withBorder p="lg" aria-labelledby="prize-draw-entry">
          <Stack gap="sm">
            <Title order={2} size="h4" id="prize-draw-entry">
              <FormattedMessage id="draws.prizeDraw.entryTitle" />
            </Title>
            {entry ? (
              <Group justify="space-between">
                <Text>
                  <FormattedMessage
                    id="draws.prizeDraw.entered"
                    values={{ number: entry.number }}
                  />
                </Text>
                <Group gap="xs">
                  <EntryResultBadge result={entry.result} />
                  <Button
                    component={Link}
                    to={entryHistoryPath(entry.id)}
                    variant="light"
                    radius="xl"
                    size="xs"
                  >
                    <FormattedMessage id="draws.entry.see" />
                  </Button>
                </Group>
              </Group>
            ) : eligibility === 'SIGN_IN_REQUIRED' ? (
              <Button
                radius="xl"
                onClick={() =>
                  openLogin({
                    step: 'signup',
                    redirectPath: `/prize-draws/${encodeURIComponent(draw.id)}`,
                  })
                }
              >
                <FormattedMessage id="draws.prizeDraw.signInToEnter" />
              </Button>
            ) : eligibility === 'ELIGIBLE' ? (
              <Stack gap="xs">
                {draw.freeEntry && (
                  <Button radius="xl" size="md" loading={inFlight} onClick={() => enter('FREE')}>
                    <FormattedMessage id="draws.prizeDraw.enterFree" />
                  </Button>
                )}
                {!draw.freeEntry && draw.entryItem && (
                  <Button
                    radius="xl"
                    size="md"
                    loading={inFlight}
                    onClick={() => enter('PURCHASE')}
                  >
                    <FormattedMessage id="draws.prizeDraw.enterAsBuyer" />
                  </Button>
                )}
              </Stack>
            ) : eligibility === 'PURCHASE_REQUIRED' && draw.entryItem ? (
              <Stack gap="xs">
                <Text size="sm">
                  <FormattedMessage
                    id="draws.prizeDraw.purchaseRequired"
                    values={{ item: draw.entryItem.name }}
                  />
                </Text>
                <Button
                  component={Link}
                  to={`/store/items/${encodeURIComponent(draw.entryItem.id)}`}
                  variant="light"
                  radius="xl"
                >
                  <FormattedMessage id="draws.prizeDraw.seeItem" />
                </Button>
              </Stack>
            ) : (
              <Text c="dimmed">
                <FormattedMessage
                  id={
                    eligibility === 'NOT_OPEN'
                      ? 'draws.prizeDraw.notOpenYet'
                      : 'draws.prizeDraw.closedNote'
                  }
                />
              </Text>
            )}
            {draw.entryItem && draw.freeEntry && (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="draws.prizeDraw.buyerNote"
                  values={{ item: draw.entryItem.name }}
                />
              </Text>
            )}
            {draw.entryItem && eligibility !== 'SIGN_IN_REQUIRED' && (
              <Anchor component={Link} to={acquiredPrizesPath(draw.entryItem.id)} size="sm">
                <FormattedMessage id="draws.acquired.title" />
              </Anchor>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </Paper>

        <MemberExtraDrawPanel prizeDraw={draw} />

        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="draws.prizeDraw.prizes" />
          </Title>
          <PrizeDrawPrizes prizeDraw={draw} />
        </Stack>

        <Paper radius="lg" withBorder p="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              <FormattedMessage id="draws.prizeDraw.fairness" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="draws.prizeDraw.fairnessNote" />
            </Text>
            <Text size="sm" fw={700}>
              <FormattedMessage id="draws.prizeDraw.commitment" />
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {draw.seedCommitment}
            </Code>
            {draw.revealedServerSeed ? (
              <>
                <Text size="sm" fw={700}>
                  <FormattedMessage id="draws.prizeDraw.revealedSeed" />
                </Text>
                <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                  {draw.revealedServerSeed}
                </Code>
                <Text size="sm" data-testid="winning-numbers">
                  <FormattedMessage
                    id="draws.prizeDraw.winningNumbers"
                    values={{ numbers: draw.winningNumbers.join(', ') || '—' }}
                  />
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="draws.prizeDraw.seedHidden" />
              </Text>
            )}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="draws.prizeDraw.legal" />
        </Text>
      </Stack>
    </Container>
  );
}

const pageQuery = graphql`
  query PrizeDrawPageQuery($prizeDrawId: ID!) {
    node(id: $prizeDrawId) {
      ... on PrizeDraw @alias(as: "prizeDraw") {
        id
        title
        description
        imageUrl
        opensAt
        closesAt
        status
        freeEntry
        entryCount
        seedCommitment
        revealedServerSeed
        winningNumbers
        viewerEligibility
        entryItem {
          id
          name
        }
        viewerEntry {
          id
          number
          result
        }
        ...PrizeDrawPrizes_prizeDraw
        ...MemberExtraDrawPanel_prizeDraw
      }
    }
  }
`;

const enterMutation = graphql`
  mutation PrizeDrawPageEnterMutation($input: EnterPrizeDrawInput!) {
    enterPrizeDraw(input: $input) {
      __typename
      ... on EnterPrizeDrawPayload {
        prizeDraw {
          id
          entryCount
          viewerEligibility
          viewerEntry {
            id
            number
            result
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
