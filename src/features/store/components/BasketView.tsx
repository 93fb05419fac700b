import {
  Alert,
  Button,
  Divider,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { BasketView_basket$key } from '../../../__generated__/BasketView_basket.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { useSetBasketQuantityMutation } from '../useSetBasketQuantityMutation';
import { useStartCheckoutMutation } from '../useStartCheckoutMutation';
import { Price, Yen } from './Price';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** The basket: each line with its quantity, the total with tax, and the way to checkout. */
export function BasketView({ basket }: { basket: BasketView_basket$key }) {
  const data = useFragment(basketViewFragment, basket);
  const intl = useIntl();
  const navigate = useNavigate();
  const setQuantity = useSetBasketQuantityMutation();
  const [start, starting] = useStartCheckoutMutation();
  const [error, setError] = useState<string | null>(null);
  const failed = (text: string) =>
    setError(text || intl.formatMessage({ id: 'store.error.generic' }));
  const change = async (lineId: string, quantity: number) => {
    const refusal = await setQuantity(lineId, quantity);
    if (refusal !== null) failed(refusal);
    else setError(null);
  };
  const checkout = async () => {
    const outcome = await start();
    if ('sessionId' in outcome) navigate(`/checkout/${encodeURIComponent(outcome.sessionId)}`);
    else failed(outcome.error);
  };

  if (data.lines.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="store.basket.empty" />}
        action={
          <Button component={Link} to="/store" variant="light">
            <FormattedMessage id="store.backToStore" />
          </Button>
        }
      />
    );
  return (
    <Stack gap="md">
      <Paper radius="lg" shadow="xs" p="sm">
        <Stack gap="sm">
          {data.lines.map((line, index) => (
            <Stack key={line.id} gap="sm">
              {index > 0 && <Divider />}
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Image
                  src={line.item.imageUrl ?? '/images/store/gift.svg'}
                  alt=""
                  w={72}
                  h={72}
                  radius="md"
                />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text
                    fw={600}
                    component={Link}
                    to={`/store/items/${encodeURIComponent(line.item.id)}`}
                  >
                    {line.item.name}
                  </Text>
                  <Price amount={line.item.price} size="sm" fw={400} c="dimmed" />
                  <Group gap="xs">
                    <NativeSelect
                      aria-label={intl.formatMessage({ id: 'store.item.quantity' })}
                      data={QUANTITIES}
                      value={String(line.quantity)}
                      onChange={(event) => void change(line.id, Number(event.currentTarget.value))}
                      w={80}
                    />
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-sm"
                      onClick={() => void change(line.id, 0)}
                    >
                      <FormattedMessage id="store.basket.remove" />
                    </Button>
                  </Group>
                </Stack>
                <Text fw={700}>
                  <Yen amount={line.subtotal} />
                </Text>
              </Group>
            </Stack>
          ))}
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper radius="lg" shadow="xs" p="md">
        <Group justify="space-between">
          <Text>
            <FormattedMessage id="store.basket.total" values={{ count: data.itemCount }} />
          </Text>
          <Price amount={data.total} size="lg" />
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          <FormattedMessage id="store.basket.pricesRechecked" />
        </Text>
        <Button fullWidth size="md" mt="md" onClick={checkout} loading={starting}>
          <FormattedMessage id="store.basket.checkout" />
        </Button>
      </Paper>
    </Stack>
  );
}

const basketViewFragment = graphql`
  fragment BasketView_basket on Basket {
    itemCount
    total
    lines {
      id
      quantity
      subtotal
      item {
        id
        name
        price
        imageUrl
      }
    }
  }
`;
