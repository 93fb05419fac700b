import { Anchor, Container, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ItemPageQuery } from '../../__generated__/ItemPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { ItemDetail } from './components/ItemDetail';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /store/items/{item_id}. */
export function ItemPage() {
  return <ItemView queryRef={usePageQueryRef<ItemPageQuery>()} />;
}

export function ItemView({ queryRef }: { queryRef: PreloadedQuery<ItemPageQuery> }) {
  const { node } = usePreloadedQuery<ItemPageQuery>(itemPageQuery, queryRef);
  const item = node?.item ?? null;
  useNotFoundStatus(!item);
  usePageMetadata(item?.name);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/store" size="sm">
          <FormattedMessage id="store.backToStore" />
        </Anchor>
        {item ? (
          <ItemDetail item={item} />
        ) : (
          <EmptyState title={<FormattedMessage id="store.item.notFound" />} headingOrder={1} />
        )}
      </Stack>
    </Container>
  );
}

const itemPageQuery = graphql`
  query ItemPageQuery($itemId: ID!) {
    node(id: $itemId) {
      ... on StoreItem @alias(as: "item") {
        name
        ...ItemDetail_item
      }
    }
  }
`;
