import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PrizeDeliveryConfirmPageQuery } from '../../__generated__/PrizeDeliveryConfirmPageQuery.graphql';
import type { PrizeDeliveryConfirmPageRequestMutation } from '../../__generated__/PrizeDeliveryConfirmPageRequestMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { usePageQueryRef } from '../../routing/routeQueries';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { ShippingAddressText } from '../store/components/ShippingAddressText';
import { DeliveryPrizeList } from './components/DeliveryPrizeList';
import { DeliveryStepper } from './components/DeliveryStepper';
import { deliveryDonePath, deliveryFormPath } from './drawsRoutes';

/** /store/prize/delivery/confirm?pulls=…&address=…: the last look before the request. */
export function PrizeDeliveryConfirmPage() {
  return <PrizeDeliveryConfirmView queryRef={usePageQueryRef<PrizeDeliveryConfirmPageQuery>()} />;
}

export function PrizeDeliveryConfirmView({
  queryRef,
}: {
  queryRef: PreloadedQuery<PrizeDeliveryConfirmPageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const data = usePreloadedQuery<PrizeDeliveryConfirmPageQuery>(confirmPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'draws.realGoods.confirmTitle' });
  usePageMetadata(title);
  const [commit, inFlight] = useMutation<PrizeDeliveryConfirmPageRequestMutation>(requestMutation);
  // The one clientMutationId of this confirmation: a double click or a retry sends it once.
  const [clientMutationId] = useState(newClientMutationId);
  const [error, setError] = useState<string | null>(null);
  // Only prizes still waiting (another tab may have sent some) and the fan's own address.
  const pulls = data.pulls.flatMap((pull) =>
    pull?.pull?.delivery === 'AWAITING_ADDRESS' ? [pull.pull] : [],
  );
  const address = data.address?.deliveryAddress ?? null;
  const back = `${deliveryFormPath}?${search.toString()}`;

  const confirm = () => {
    if (!address) return;
    setError(null);
    commit({
      variables: {
        input: {
          clientMutationId,
          pullIds: pulls.map((pull) => pull.id),
          deliveryAddressId: address.id,
        },
      },
      onCompleted: ({ requestTreasurePrizeDelivery: result }) => {
        if (result.__typename === 'RequestTreasurePrizeDeliveryPayload' && result.realGoodsDelivery)
          navigate(
            `${deliveryDonePath}?${new URLSearchParams({ delivery: result.realGoodsDelivery.id })}`,
            { replace: true },
          );
        else
          setError(
            ('message' in result && result.message) ||
              intl.formatMessage({ id: 'draws.draw.failed' }),
          );
      },
      onError: () => setError(intl.formatMessage({ id: 'draws.draw.failed' })),
    });
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          <FormattedMessage id="draws.realGoods.backToForm" />
        </Anchor>
        <DeliveryStepper active={1} />
        <Title order={1} size="h2">
          {title}
        </Title>
        {pulls.length === 0 || !address ? (
          <EmptyState
            title={<FormattedMessage id="draws.realGoods.nothingToConfirm" />}
            action={
              <Button component={Link} to={deliveryFormPath} radius="xl" variant="light">
                <FormattedMessage id="draws.realGoods.start" />
              </Button>
            }
          />
        ) : (
          <>
            <Paper radius="lg" withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  <FormattedMessage id="draws.delivery.prizes" values={{ count: pulls.length }} />
                </Title>
                <DeliveryPrizeList pulls={pulls} />
              </Stack>
            </Paper>
            <Paper radius="lg" withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  <FormattedMessage id="draws.realGoods.shipTo" />
                </Title>
                <div data-testid="shipping-address">
                  <ShippingAddressText address={address.address} />
                </div>
              </Stack>
            </Paper>
            <Paper radius="lg" p="md" bg="var(--mantine-color-default-hover)">
              <Stack gap={4}>
                <Text size="sm">
                  <FormattedMessage id="draws.realGoods.terms.shipping" />
                </Text>
                <Text size="sm">
                  <FormattedMessage id="draws.realGoods.terms.timing" />
                </Text>
                <Text size="sm">
                  <FormattedMessage id="draws.realGoods.terms.final" />
                </Text>
              </Stack>
            </Paper>
            {error && (
              <Alert color="red" role="alert" radius="md">
                {error}
              </Alert>
            )}
            <Button radius="xl" size="md" loading={inFlight} onClick={confirm}>
              <FormattedMessage id="draws.delivery.submit" values={{ count: pulls.length }} />
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}

const confirmPageQuery = graphql`
  query PrizeDeliveryConfirmPageQuery($pullIds: [ID!]!, $addressId: ID!) {
    pulls: nodes(ids: $pullIds) {
      ... on TreasurePull @alias(as: "pull") {
        id
        delivery
        ...DeliveryPrizeList_pulls
      }
    }
    address: node(id: $addressId) {
      ... on DeliveryAddress @alias(as: "deliveryAddress") {
        id
        address {
          ...ShippingAddressText_address
        }
      }
    }
  }
`;

const requestMutation = graphql`
  mutation PrizeDeliveryConfirmPageRequestMutation($input: RequestTreasurePrizeDeliveryInput!) {
    requestTreasurePrizeDelivery(input: $input) {
      __typename
      ... on RequestTreasurePrizeDeliveryPayload {
        pulls {
          id
          delivery
        }
        realGoodsDelivery {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
