import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { CoinShopPageQuery } from '../../__generated__/CoinShopPageQuery.graphql';
import type { CoinShopPage_community$key } from '../../__generated__/CoinShopPage_community.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { ItemCard } from './components/ItemCard';
import { SECTION_PAGE_SIZE } from './storePageSize';
import { usePageQueryRef } from '../../routing/routeQueries';

/**
 * /store/community-coins/paid: the fan's coins and the packs that buy paid coins. A pack
 * is bought like any item (checkout, then the ledger credits it in the order's transaction).
 */
export function CoinShopPage() {
  return <CoinShopView queryRef={usePageQueryRef<CoinShopPageQuery>()} />;
}

export function CoinShopView({ queryRef }: { queryRef: PreloadedQuery<CoinShopPageQuery> }) {
  const intl = useIntl();
  const { viewer, community } = usePreloadedQuery<CoinShopPageQuery>(coinShopQuery, queryRef);
  const title = intl.formatMessage({ id: 'store.coins.title' });
  usePageMetadata(title);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/store" size="sm">
          <FormattedMessage id="store.backToStore" />
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        {viewer.coinBalance && (
          <Paper radius="lg" shadow="xs" p="md">
            <Group justify="space-around" ta="center">
              <div>
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="store.coins.paid" />
                </Text>
                <Text fw={700} size="xl" data-testid="paid-coins">
                  <FormattedNumber value={viewer.coinBalance.paid} />
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="store.coins.free" />
                </Text>
                <Text fw={700} size="xl" data-testid="free-coins">
                  <FormattedNumber value={viewer.coinBalance.free} />
                </Text>
              </div>
            </Group>
          </Paper>
        )}
        <CoinPacks community={community} />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="store.coins.notice" />{' '}
          <Anchor component={Link} to="/payment-services-act" size="xs">
            <FormattedMessage id="store.links.paymentServices" />
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function CoinPacks({ community }: { community: CoinShopPage_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    coinPacksFragment,
    community,
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {data.coinPacks.edges.map(({ node }) => (
          <ItemCard key={node.id} item={node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(SECTION_PAGE_SIZE)}
        >
          <FormattedMessage id="store.more" />
        </Button>
      )}
    </Stack>
  );
}

const coinPacksFragment = graphql`
  fragment CoinShopPage_community on Community
  @refetchable(queryName: "CoinPacksPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
    coinPacks(first: $count, after: $cursor) @connection(key: "CoinShopPage_coinPacks") {
      edges {
        node {
          id
          ...ItemCard_item
        }
      }
    }
  }
`;

const coinShopQuery = graphql`
  query CoinShopPageQuery {
    viewer {
      coinBalance {
        paid
        free
      }
    }
    community {
      ...CoinShopPage_community
    }
  }
`;
