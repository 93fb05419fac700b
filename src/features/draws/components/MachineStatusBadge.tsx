import { Badge } from '@mantine/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { TreasureMachineStatus } from '../../../__generated__/TreasureMachineCard_machine.graphql';

const colors: Record<string, string> = {
  OPEN: 'crimson',
  MAINTENANCE: 'gold',
  CLOSED: 'plum',
  DRAFT: 'plum',
};

const labels = defineMessages({
  OPEN: { id: 'draws.status.open' },
  MAINTENANCE: { id: 'draws.status.maintenance' },
  CLOSED: { id: 'draws.status.closed' },
  DRAFT: { id: 'draws.status.draft' },
});

export function MachineStatusBadge({ status }: { status: TreasureMachineStatus }) {
  const label = labels[status as keyof typeof labels] ?? labels.CLOSED;
  return (
    <Badge variant={status === 'OPEN' ? 'filled' : 'light'} color={colors[status] ?? 'plum'}>
      <FormattedMessage {...label} />
    </Badge>
  );
}
