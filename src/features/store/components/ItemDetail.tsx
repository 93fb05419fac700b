import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ItemDetail_item$key } from '../../../__generated__/ItemDetail_item.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useAddToBasketMutation } from '../useAddToBasketMutation';
import { useStartCheckoutMutation } from '../useStartCheckoutMutation';
import { ItemStatusBadge } from './ItemStatusBadge';
import { Price, Yen } from './Price';
import { kindMessages } from '../storeMessages';

const MAX_QUANTITY = 10;

/** An item's page: what it is, its price with the tax in it, limits, and the buy buttons. */
export function ItemDetail({ item }: { item: ItemDetail_item$key }) {
  const data = useFragment(itemDetailFragment, item);
  const intl = useIntl();
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [add, adding] = useAddToBasketMutation();
  const [start, starting] = useStartCheckoutMutation();
  const buyable = data.isOnSale && !data.isSoldOut;
  const singleOnly = data.kind === 'COIN_PACK' || data.perFanLimit === 1;
  const failed = (text: string) =>
    setMessage({ tone: 'error', text: text || intl.formatMessage({ id: 'store.error.generic' }) });

  const onAdd = async () => {
    if (!requireMember()) return;
    const error = await add(data.id, quantity);
    if (error === null)
      setMessage({ tone: 'ok', text: intl.formatMessage({ id: 'store.item.added' }) });
    else failed(error);
  };
  const onBuyNow = async () => {
    if (!requireMember()) return;
    const outcome = await start({ itemId: data.id, quantity });
    if ('sessionId' in outcome) navigate(`/checkout/${encodeURIComponent(outcome.sessionId)}`);
    else failed(outcome.error);
  };

  return (
    <Stack gap="md">
      <Paper radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        {/* The store's pictures are 4:3: the space is kept before the picture arrives. */}
        <Image
          src={data.imageUrl ?? '/images/store/gift.svg'}
          alt=""
          mah={360}
          fit="cover"
          style={{ aspectRatio: '4 / 3' }}
        />
      </Paper>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">
            <FormattedMessage {...kindMessages[data.kind as keyof typeof kindMessages]} />
          </Badge>
          <ItemStatusBadge item={data} />
        </Group>
        <Title order={1} size="h2">
          {data.name}
        </Title>
        <Group gap="xs" align="baseline">
          <Price amount={data.price} size="xl" />
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="store.item.taxLine"
              values={{
                rate: data.taxRate === 'REDUCED_8' ? 8 : 10,
                tax: <Yen amount={data.taxIncluded} />,
              }}
            />
          </Text>
        </Group>
        {data.kind === 'COIN_PACK' && (
          <Text size="sm">
            <FormattedMessage
              id="store.item.coins"
              values={{ paid: data.coinAmount ?? 0, bonus: data.bonusCoins ?? 0 }}
            />
          </Text>
        )}
      </Stack>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
      <Stack gap={2}>
        {data.saleEndsAt && (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="store.item.saleEnds"
              values={{
                date: (
                  <FormattedDate value={data.saleEndsAt} dateStyle="medium" timeStyle="short" />
                ),
              }}
            />
          </Text>
        )}
        {data.perFanLimit !== null && (
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="store.item.limit"
              values={{ limit: data.perFanLimit, bought: data.viewerPurchasedCount }}
            />
          </Text>
        )}
        {data.stockRemaining !== null && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="store.item.stock" values={{ count: data.stockRemaining }} />
          </Text>
        )}
      </Stack>
      {message && (
        <Alert color={message.tone === 'ok' ? 'green' : 'red'} role="status">
          {message.text}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        {!singleOnly && (
          <NumberInput
            label={intl.formatMessage({ id: 'store.item.quantity' })}
            value={quantity}
            onChange={(value) =>
              setQuantity(Math.max(1, Math.min(MAX_QUANTITY, Number(value) || 1)))
            }
            min={1}
            max={MAX_QUANTITY}
            w={110}
            disabled={!buyable}
          />
        )}
        <Button variant="light" size="md" onClick={onAdd} loading={adding} disabled={!buyable}>
          <FormattedMessage id="store.item.addToBasket" />
        </Button>
        <Button size="md" onClick={onBuyNow} loading={starting} disabled={!buyable}>
          <FormattedMessage id="store.item.buyNow" />
        </Button>
      </Group>
    </Stack>
  );
}

const itemDetailFragment = graphql`
  fragment ItemDetail_item on StoreItem {
    id
    kind
    name
    description
    imageUrl
    price
    taxRate
    taxIncluded
    isOnSale
    isSoldOut
    saleEndsAt
    stockRemaining
    perFanLimit
    viewerPurchasedCount
    coinAmount
    bonusCoins
    ...ItemStatusBadge_item
  }
`;
