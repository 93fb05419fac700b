import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

const colors = { WON: 'pink', LOST: 'gray', PENDING: 'blue' } as const;
const ids = {
  WON: 'draws.entry.result.won',
  LOST: 'draws.entry.result.lost',
  PENDING: 'draws.entry.result.pending',
} as const;

/** 当選 / 落選 / 抽選待ち. */
export function EntryResultBadge({ result }: { result: string }) {
  const key = result === 'WON' || result === 'LOST' ? result : 'PENDING';
  return (
    <Badge color={colors[key]} variant={key === 'WON' ? 'filled' : 'light'} radius="sm">
      <FormattedMessage id={ids[key]} />
    </Badge>
  );
}
