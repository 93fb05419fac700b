import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CoinBalanceChip_viewer$key } from '../../../__generated__/CoinBalanceChip_viewer.graphql';

/** The fan's coins, where rewards land (nothing for a visitor). */
export function CoinBalanceChip({ viewer }: { viewer: CoinBalanceChip_viewer$key }) {
  const data = useFragment(coinBalanceChipFragment, viewer);
  if (!data.coinBalance) return null;
  return (
    <Badge
      size="xl"
      radius="xl"
      variant="light"
      color="gold"
      tt="none"
      leftSection={<span aria-hidden>🪙</span>}
      data-testid="coin-balance"
    >
      <FormattedMessage id="engagement.coins" values={{ count: data.coinBalance.total }} />
    </Badge>
  );
}

const coinBalanceChipFragment = graphql`
  fragment CoinBalanceChip_viewer on Viewer {
    coinBalance {
      total
    }
  }
`;
