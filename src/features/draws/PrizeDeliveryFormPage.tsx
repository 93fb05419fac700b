import {
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
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PrizeDeliveryFormPageQuery } from '../../__generated__/PrizeDeliveryFormPageQuery.graphql';
import type { PrizeDeliveryFormPage_viewer$key } from '../../__generated__/PrizeDeliveryFormPage_viewer.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { AddressBook } from '../store/components/AddressBook';
import { SignInNotice } from '../store/components/SignInNotice';
import { deliveryChoiceOf, deliveryChoiceSearch } from './deliveryChoice';
import { DELIVERY_PAGE_SIZE } from './drawsPageSize';
import { deliveriesPath, deliveryConfirmPath } from './drawsRoutes';
import { DeliveryStepper } from './components/DeliveryStepper';

/** /store/prize/delivery/form. The route's loader has started the query. */
export function PrizeDeliveryFormPage() {
  return <PrizeDeliveryFormView queryRef={usePageQueryRef<PrizeDeliveryFormPageQuery>()} />;
}

/**
 * The first step of a real-goods delivery: choose the prizes waiting for an address (all by
 * default), choose (or add) one address of the fan's address book (the store's, the same as
 * checkout), then confirm on the next page. Coming back from the confirmation keeps both.
 */
export function PrizeDeliveryFormView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDeliveryFormPageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { viewer } = usePreloadedQuery<PrizeDeliveryFormPageQuery>(formPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    awaitingFragment,
    viewer as PrizeDeliveryFormPage_viewer$key,
  );
  const title = intl.formatMessage({ id: 'draws.delivery.title' });
  usePageMetadata(title);
  const waiting = data.treasurePullsAwaitingDelivery.edges
    .map((edge) => edge.node)
    .filter((pull) => pull.delivery === 'AWAITING_ADDRESS');
  // Back from the confirmation: the prizes and the address chosen there.
  const [previous] = useState(() => deliveryChoiceOf(search));
  const [unchecked, setUnchecked] = useState<Set<string>>(() =>
    previous.pullIds.length
      ? new Set(
          waiting.filter((pull) => !previous.pullIds.includes(pull.id)).map((pull) => pull.id),
        )
      : new Set(),
  );
  const [addressId, setAddressId] = useState<string | null>(previous.addressId || null);
  const chosen = waiting.filter((pull) => !unchecked.has(pull.id));

  // Not a <form>: the address book holds forms of its own, and forms do not nest.
  const next = () => {
    if (!addressId || chosen.length === 0) return;
    navigate(
      `${deliveryConfirmPath}${deliveryChoiceSearch({
        pullIds: chosen.map((pull) => pull.id),
        addressId,
      })}`,
    );
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={deliveriesPath} size="sm">
          <FormattedMessage id="draws.realGoods.back" />
        </Anchor>
        <DeliveryStepper active={0} />
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="draws.delivery.description" />
          </Text>
        </div>
        {!viewer.isSignedIn ? (
          <SignInNotice />
        ) : waiting.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.delivery.empty" />} />
        ) : (
          <Stack gap="md">
            <Paper radius="lg" withBorder p="md">
              <Stack gap="xs">
                <Text fw={700} size="sm">
                  <FormattedMessage id="draws.delivery.prizes" values={{ count: chosen.length }} />
                </Text>
                {waiting.map((pull) => (
                  <Checkbox
                    key={pull.id}
                    checked={!unchecked.has(pull.id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setUnchecked((current) => {
                        const updated = new Set(current);
                        if (checked) updated.delete(pull.id);
                        else updated.add(pull.id);
                        return updated;
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
                  onClick={next}
                  radius="xl"
                  disabled={chosen.length === 0 || addressId === null}
                >
                  <FormattedMessage id="draws.delivery.next" />
                </Button>
              </Stack>
            </Paper>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

const formPageQuery = graphql`
  query PrizeDeliveryFormPageQuery($count: Int!, $addressCount: Int!) {
    viewer {
      isSignedIn
      ...PrizeDeliveryFormPage_viewer @arguments(count: $count)
      ...AddressBook_viewer @arguments(count: $addressCount)
    }
  }
`;

const awaitingFragment = graphql`
  fragment PrizeDeliveryFormPage_viewer on Viewer
  @refetchable(queryName: "PrizeDeliveryFormPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    treasurePullsAwaitingDelivery(first: $count, after: $cursor)
      @connection(key: "PrizeDeliveryFormPage_treasurePullsAwaitingDelivery") {
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
