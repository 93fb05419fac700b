import { Badge } from '@mantine/core';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ItemStatusBadge_item$key } from '../../../__generated__/ItemStatusBadge_item.graphql';
import { useNow } from '../../../serverRendering/renderClock';

/** Sold out, coming (with its date), few left, or nothing when simply on sale. */
export function ItemStatusBadge({ item }: { item: ItemStatusBadge_item$key }) {
  const data = useFragment(itemStatusBadgeFragment, item);
  const now = useNow();
  if (data.isSoldOut)
    return (
      <Badge color="gray" variant="filled" size="sm">
        <FormattedMessage id="store.item.soldOut" />
      </Badge>
    );
  if (!data.isOnSale)
    return data.saleStartsAt && new Date(data.saleStartsAt) > now ? (
      <Badge color="plum" variant="light" size="sm">
        <FormattedMessage
          id="store.item.comingOn"
          values={{ date: <FormattedDate value={data.saleStartsAt} month="short" day="numeric" /> }}
        />
      </Badge>
    ) : (
      <Badge color="gray" variant="light" size="sm">
        <FormattedMessage id="store.item.notOnSale" />
      </Badge>
    );
  if (data.stockRemaining != null && data.stockRemaining <= 20)
    return (
      <Badge color="red" variant="light" size="sm">
        <FormattedMessage id="store.item.fewLeft" values={{ count: data.stockRemaining }} />
      </Badge>
    );
  return null;
}

const itemStatusBadgeFragment = graphql`
  fragment ItemStatusBadge_item on StoreItem {
    isSoldOut
    isOnSale
    saleStartsAt
    stockRemaining
  }
`;
