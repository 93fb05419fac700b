import { Badge, Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RewardList_rewards$key } from '../../../__generated__/RewardList_rewards.graphql';

const REWARD_ICONS: Record<string, string> = {
  COIN: '🪙',
  COLLECTABLE_CARD: '🃏',
  GAME_CARD_LEVEL_UP_ITEM: '✨',
  NFT: '💎',
  PROFILE_BADGE: '🏅',
  STEP_MISSION_POINT: '👣',
  TREASURE_MACHINE_TICKET: '🎟️',
};

/** The rewards of a mission, step, present or item, as small gold chips. */
export function RewardList({ rewards }: { rewards: RewardList_rewards$key }) {
  const data = useFragment(rewardListFragment, rewards);
  return (
    <Group gap={6} wrap="wrap">
      {data.map((reward, index) => (
        <Badge
          key={`${reward.kind}-${index}`}
          variant="light"
          color="gold"
          radius="sm"
          size="lg"
          tt="none"
          fw={600}
          leftSection={<span aria-hidden>{REWARD_ICONS[reward.kind] ?? '🎁'}</span>}
        >
          {reward.kind === 'PROFILE_BADGE' && reward.badge ? (
            <FormattedMessage id="engagement.reward.badge" values={{ name: reward.badge.name }} />
          ) : reward.kind === 'COLLECTABLE_CARD' && reward.card ? (
            <FormattedMessage
              id="engagement.reward.card"
              values={{ name: reward.card.name, amount: reward.amount }}
            />
          ) : (
            <FormattedMessage
              id={`engagement.reward.${reward.kind}`}
              values={{ amount: reward.amount }}
            />
          )}
        </Badge>
      ))}
    </Group>
  );
}

const rewardListFragment = graphql`
  fragment RewardList_rewards on Reward @relay(plural: true) {
    kind
    amount
    badge {
      name
    }
    card {
      name
    }
  }
`;
