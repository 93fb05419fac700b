import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { StoreItemCard_item$key } from '../../../__generated__/StoreItemCard_item.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useExchangeCheckInStoreItemMutation } from '../useExchangeCheckInStoreItemMutation';
import { RewardList } from './RewardList';

/** An item of the check-in exchange, bought with check-in points. */
export function StoreItemCard({ item, points }: { item: StoreItemCard_item$key; points: number }) {
  const intl = useIntl();
  const data = useFragment(storeItemCardFragment, item);
  const [exchange, exchanging] = useExchangeCheckInStoreItemMutation();
  const requireMember = useRequireMember();
  const onExchange = () => {
    if (!requireMember()) return;
    exchange(data.id, (message) =>
      notifications.show(
        message === undefined
          ? {
              color: 'gold',
              message: intl.formatMessage({ id: 'engagement.stores.done' }, { title: data.title }),
            }
          : { color: 'red', message: message ?? intl.formatMessage({ id: 'engagement.failed' }) },
      ),
    );
  };
  return (
    <Paper radius="lg" shadow="xs" p="md" data-testid="store-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{data.title}</Text>
          <Button
            color="crimson"
            radius="xl"
            loading={exchanging}
            disabled={points < data.pricePoints}
            onClick={onExchange}
          >
            <FormattedMessage
              id="engagement.stores.exchange"
              values={{ points: data.pricePoints }}
            />
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {data.description}
        </Text>
        <RewardList rewards={data.rewards} />
      </Stack>
    </Paper>
  );
}

const storeItemCardFragment = graphql`
  fragment StoreItemCard_item on CheckInStoreItem {
    id
    title
    description
    pricePoints
    rewards {
      ...RewardList_rewards
    }
  }
`;
