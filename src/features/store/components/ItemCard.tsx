import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ItemCard_item$key } from '../../../__generated__/ItemCard_item.graphql';
import { ItemStatusBadge } from './ItemStatusBadge';
import { Price } from './Price';

/** An item in a shelf or a section: picture, name, price, and whether it can be bought. */
export function ItemCard({ item }: { item: ItemCard_item$key }) {
  const data = useFragment(itemCardFragment, item);
  return (
    <Card
      component={Link}
      to={`/store/items/${encodeURIComponent(data.id)}`}
      radius="lg"
      shadow="xs"
      padding="sm"
      h="100%"
    >
      <Card.Section>
        <Image src={data.imageUrl ?? '/images/store/gift.svg'} alt="" h={140} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" lineClamp={2}>
          {data.name}
        </Text>
        <Price amount={data.price} size="sm" />
        <Group gap={6}>
          <ItemStatusBadge item={data} />
          {data.kind === 'COIN_PACK' && data.bonusCoins ? (
            <Badge variant="light" color="yellow" size="sm">
              <FormattedMessage id="store.item.bonus" values={{ count: data.bonusCoins }} />
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

const itemCardFragment = graphql`
  fragment ItemCard_item on StoreItem {
    id
    name
    kind
    imageUrl
    price
    bonusCoins
    ...ItemStatusBadge_item
  }
`;
