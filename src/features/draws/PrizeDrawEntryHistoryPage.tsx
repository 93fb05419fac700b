import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { PrizeDrawEntryHistoryPageDeliveryMutation } from '../../__generated__/PrizeDrawEntryHistoryPageDeliveryMutation.graphql';
import type { PrizeDrawEntryHistoryPageQuery } from '../../__generated__/PrizeDrawEntryHistoryPageQuery.graphql';
import type { PrizeDrawEntryHistoryPageSeenMutation } from '../../__generated__/PrizeDrawEntryHistoryPageSeenMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { AddressBook } from '../store/components/AddressBook';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { deliveryDonePath, realGoodsDeliveryPath } from './drawsRoutes';
import { EntryResultBadge } from './prizeDraws/EntryResultBadge';
import { entryHistoriesPath, prizeDrawPath } from './prizeDraws/prizeDrawPaths';

/** /prize-draws/entry-histories/:entryHistoryId. The route's loader has started the query. */
export function PrizeDrawEntryHistoryPage() {
  return <PrizeDrawEntryHistoryView queryRef={usePageQueryRef<PrizeDrawEntryHistoryPageQuery>()} />;
}

/**
 * One entry: its number and result. Opening it clears the in-app notice of the result; a
 * real-goods win asks for the address here (the store's address book, the same delivery
 * the treasure machines' prizes go through).
 */
export function PrizeDrawEntryHistoryView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDrawEntryHistoryPageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { node, viewer } = usePreloadedQuery<PrizeDrawEntryHistoryPageQuery>(pageQuery, queryRef);
  const entry = node?.entry;
  usePageMetadata(intl.formatMessage({ id: 'draws.entry.title' }));
  useNotFoundStatus(!entry);
  const [markSeen] = useMutation<PrizeDrawEntryHistoryPageSeenMutation>(seenMutation);
  const [request, requesting] =
    useMutation<PrizeDrawEntryHistoryPageDeliveryMutation>(deliveryMutation);
  const [clientMutationId] = useState(newClientMutationId);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unseen = entry && !entry.resultSeen ? entry.id : null;
  useEffect(() => {
    if (unseen)
      markSeen({
        variables: { input: { clientMutationId: newClientMutationId(), entryId: unseen } },
      });
  }, [unseen, markSeen]);

  if (!entry) {
    return (
      <Container size="sm" py="md">
        <EmptyState title={<FormattedMessage id="draws.entry.notFound" />} headingOrder={1} />
      </Container>
    );
  }
  const send = () => {
    if (!addressId) return;
    setError(null);
    request({
      variables: {
        input: {
          clientMutationId,
          pullIds: [],
          prizeDrawEntryIds: [entry.id],
          deliveryAddressId: addressId,
        },
      },
      onCompleted: ({ requestTreasurePrizeDelivery: result }) => {
        const delivery =
          result.__typename === 'RequestTreasurePrizeDeliveryPayload'
            ? result.realGoodsDelivery
            : null;
        if (delivery) navigate(`${deliveryDonePath}?delivery=${encodeURIComponent(delivery.id)}`);
        else if ('message' in result) setError(result.message ?? null);
      },
      onError: () => setError(intl.formatMessage({ id: 'draws.prizeDraw.enterFailed' })),
    });
  };
  const draw = entry.prizeDraw;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={entryHistoriesPath} size="sm">
          <FormattedMessage id="draws.entry.histories" />
        </Anchor>
        <Title order={1} size="h2">
          <FormattedMessage id="draws.entry.title" />
        </Title>
        <Paper radius="lg" withBorder p="md">
          <Group wrap="nowrap" align="flex-start">
            <Image src={draw.imageUrl} alt="" w={72} h={72} radius="md" />
            <Stack gap={4} style={{ flex: 1 }}>
              <Anchor component={Link} to={prizeDrawPath(draw.id)} fw={700}>
                {draw.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="draws.entry.line"
                  values={{
                    number: entry.number,
                    date: (
                      <FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="short" />
                    ),
                  }}
                />
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id={
                    entry.memberExtraDraw
                      ? 'draws.entry.route.member'
                      : entry.route === 'PURCHASE'
                        ? 'draws.entry.route.purchase'
                        : 'draws.entry.route.free'
                  }
                />
              </Text>
            </Stack>
            <EntryResultBadge result={entry.result} />
          </Group>
        </Paper>

        {entry.result === 'PENDING' && (
          <Text>
            <FormattedMessage
              id="draws.entry.pending"
              values={{
                closes: (
                  <FormattedDate value={draw.closesAt} dateStyle="medium" timeStyle="short" />
                ),
              }}
            />
          </Text>
        )}
        {entry.result === 'LOST' && (
          <Text>
            <FormattedMessage id="draws.entry.lost" />
          </Text>
        )}
        {entry.result === 'WON' && entry.prize && (
          <Paper radius="lg" p="md" bg="var(--mantine-primary-color-light)">
            <Stack gap="xs" align="center" ta="center">
              <Title order={2} size="h3">
                <FormattedMessage id="draws.entry.congratulations" />
              </Title>
              <Image src={entry.prize.imageUrl} alt="" w={120} h={120} fit="contain" />
              <Text fw={700}>{entry.prize.name}</Text>
              <Text size="sm">
                <FormattedMessage
                  id={
                    entry.delivery === 'NONE'
                      ? entry.grantedAt
                        ? 'draws.entry.granted'
                        : 'draws.entry.grantPending'
                      : entry.delivery === 'REQUESTED'
                        ? 'draws.entry.deliveryRequested'
                        : 'draws.entry.askAddress'
                  }
                />
              </Text>
              {entry.realGoodsDelivery && (
                <Button
                  component={Link}
                  to={realGoodsDeliveryPath(entry.realGoodsDelivery.id)}
                  variant="light"
                  radius="xl"
                >
                  <FormattedMessage id="draws.realGoods.seeDelivery" />
                </Button>
              )}
            </Stack>
          </Paper>
        )}
        {entry.delivery === 'AWAITING_ADDRESS' && viewer && (
          <Paper radius="lg" withBorder p="md" aria-labelledby="entry-delivery">
            <Stack gap="sm">
              <Title order={2} size="h4" id="entry-delivery">
                <FormattedMessage id="draws.delivery.title" />
              </Title>
              <AddressBook
                viewer={viewer}
                mode="choose"
                selected={addressId}
                onSelect={setAddressId}
              />
              <Text size="xs" c="dimmed">
                <FormattedMessage id="draws.delivery.privacy" />
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Button radius="xl" onClick={send} loading={requesting} disabled={addressId === null}>
                <FormattedMessage id="draws.entry.sendHere" />
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

const pageQuery = graphql`
  query PrizeDrawEntryHistoryPageQuery($entryId: ID!, $addressCount: Int!) {
    node(id: $entryId) {
      ... on PrizeDrawEntry @alias(as: "entry") {
        id
        number
        route
        memberExtraDraw
        result
        resultSeen
        delivery
        grantedAt
        createdAt
        realGoodsDelivery {
          id
        }
        prize {
          name
          imageUrl
        }
        prizeDraw {
          id
          title
          imageUrl
          closesAt
        }
      }
    }
    viewer {
      ...AddressBook_viewer @arguments(count: $addressCount)
    }
  }
`;

const seenMutation = graphql`
  mutation PrizeDrawEntryHistoryPageSeenMutation($input: MarkPrizeDrawResultSeenInput!) {
    markPrizeDrawResultSeen(input: $input) {
      __typename
      ... on MarkPrizeDrawResultSeenPayload {
        entry {
          id
          resultSeen
        }
      }
    }
  }
`;

const deliveryMutation = graphql`
  mutation PrizeDrawEntryHistoryPageDeliveryMutation($input: RequestTreasurePrizeDeliveryInput!) {
    requestTreasurePrizeDelivery(input: $input) {
      __typename
      ... on RequestTreasurePrizeDeliveryPayload {
        realGoodsDelivery {
          id
          status
          prizeDrawEntries {
            id
            delivery
            realGoodsDelivery {
              id
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
