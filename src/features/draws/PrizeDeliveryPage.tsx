import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrizeDeliveryPageQuery } from '../../__generated__/PrizeDeliveryPageQuery.graphql';
import type { PrizeDeliveryPageRequestMutation } from '../../__generated__/PrizeDeliveryPageRequestMutation.graphql';
import type { PrizeDeliveryPage_viewer$key } from '../../__generated__/PrizeDeliveryPage_viewer.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { EmptyState } from '../shell/EmptyState';
import { AddressBook } from '../store/components/AddressBook';
import { historyPath } from './drawsRoutes';
import { DELIVERY_PAGE_SIZE } from './drawsPageSize';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /probability-treasure-machine/delivery. The route's loader has started the query. */
export function PrizeDeliveryPage() {
  return <PrizeDeliveryView queryRef={usePageQueryRef<PrizeDeliveryPageQuery>()} />;
}

/**
 * Where the fan's real-goods prizes go: choose the prizes waiting for an address, choose
 * (or add) one address of the fan's address book (the store's, the same as checkout), send. Each prize is requested once; the list keeps what is still waiting.
 */
export function PrizeDeliveryView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDeliveryPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PrizeDeliveryPageQuery>(prizeDeliveryPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    awaitingFragment,
    viewer as PrizeDeliveryPage_viewer$key,
  );
  const waiting = data.treasurePullsAwaitingDelivery.edges
    .map((edge) => edge.node)
    .filter((pull) => pull.delivery === 'AWAITING_ADDRESS');
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const [addressId, setAddressId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [commit, inFlight] = useMutation<PrizeDeliveryPageRequestMutation>(requestMutation);
  const chosen = waiting.filter((pull) => !unchecked.has(pull.id));

  // Not a <form>: the address book holds forms of its own, and forms do not nest.
  const submit = () => {
    setNotice(null);
    if (!addressId) return;
    commit({
      variables: {
        input: {
          clientMutationId: newClientMutationId(),
          pullIds: chosen.map((pull) => pull.id),
          deliveryAddressId: addressId,
        },
      },
      onCompleted: ({ requestTreasurePrizeDelivery: result }) => {
        if (result.__typename === 'RequestTreasurePrizeDeliveryPayload') {
          setNotice({
            ok: true,
            text: intl.formatMessage(
              { id: 'draws.delivery.done' },
              { count: result.pulls?.length ?? 0 },
            ),
          });
          return;
        }
        const message =
          'message' in result && typeof result.message === 'string' ? result.message : '';
        setNotice({ ok: false, text: message });
      },
      onError: () =>
        setNotice({ ok: false, text: intl.formatMessage({ id: 'draws.draw.failed' }) }),
    });
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={historyPath} size="sm">
          <FormattedMessage id="draws.history.back" />
        </Anchor>
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="draws.delivery.title" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="draws.delivery.description" />
          </Text>
        </div>
        {notice && (
          <Alert
            color={notice.ok ? 'green' : 'red'}
            radius="md"
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.text}
          </Alert>
        )}
        {waiting.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.delivery.empty" />} />
        ) : (
          <div>
            <Stack gap="md">
              <Paper radius="lg" withBorder p="md">
                <Stack gap="xs">
                  <Text fw={700} size="sm">
                    <FormattedMessage
                      id="draws.delivery.prizes"
                      values={{ count: chosen.length }}
                    />
                  </Text>
                  {waiting.map((pull) => (
                    <Checkbox
                      key={pull.id}
                      checked={!unchecked.has(pull.id)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setUnchecked((current) => {
                          const next = new Set(current);
                          if (checked) next.delete(pull.id);
                          else next.add(pull.id);
                          return next;
                        });
                      }}
                      label={
                        <Group gap="xs" wrap="nowrap">
                          <Image src={pull.prize.imageUrl} alt="" w={24} h={32} radius="sm" />
                          <Text size="sm">
                            {pull.prize.rankCode} {pull.prize.name}
                          </Text>
                        </Group>
                      }
                    />
                  ))}
                  {hasNext && (
                    <Button
                      variant="subtle"
                      size="xs"
                      loading={isLoadingNext}
                      onClick={() => loadNext(DELIVERY_PAGE_SIZE)}
                    >
                      <FormattedMessage id="draws.more" />
                    </Button>
                  )}
                </Stack>
              </Paper>
              <Paper radius="lg" withBorder p="md">
                <Stack gap="sm">
                  <AddressBook
                    viewer={viewer}
                    mode="choose"
                    selected={addressId}
                    onSelect={setAddressId}
                  />
                  <Text size="xs" c="dimmed">
                    <FormattedMessage id="draws.delivery.privacy" />
                  </Text>
                  <Button
                    onClick={submit}
                    radius="xl"
                    loading={inFlight}
                    disabled={chosen.length === 0 || addressId === null}
                  >
                    <FormattedMessage
                      id="draws.delivery.submit"
                      values={{ count: chosen.length }}
                    />
                  </Button>
                </Stack>
              </Paper>
            </Stack>
          </div>
        )}
      </Stack>
    </Container>
  );
}

const prizeDeliveryPageQuery = graphql`
  query PrizeDeliveryPageQuery($count: Int!, $addressCount: Int!) {
    viewer {
      ...PrizeDeliveryPage_viewer @arguments(count: $count)
      ...AddressBook_viewer @arguments(count: $addressCount)
    }
  }
`;

const awaitingFragment = graphql`
  fragment PrizeDeliveryPage_viewer on Viewer
  @refetchable(queryName: "PrizeDeliveryPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    treasurePullsAwaitingDelivery(first: $count, after: $cursor)
      @connection(key: "PrizeDeliveryPage_treasurePullsAwaitingDelivery") {
      edges {
        node {
          id
          delivery
          prize {
            name
            imageUrl
            rankCode
          }
        }
      }
    }
  }
`;

const requestMutation = graphql`
  mutation PrizeDeliveryPageRequestMutation($input: RequestTreasurePrizeDeliveryInput!) {
    requestTreasurePrizeDelivery(input: $input) {
      __typename
      ... on RequestTreasurePrizeDeliveryPayload {
        pulls {
          id
          delivery
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
