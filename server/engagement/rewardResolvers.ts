// Reward: one reward of a mission, step, present or exchange item, as stored.
import type { Resolvers } from '../__generated__/resolvers-types';

export const rewardResolvers: Resolvers = {
  Reward: {
    kind: (reward) => reward.kind,
    amount: (reward) => reward.amount,
    badge: (reward, _args, context) =>
      reward.kind === 'PROFILE_BADGE' && reward.badgeKey
        ? context.loaders.engagement.badgeByKey.load(reward.badgeKey)
        : null,
    card: (reward, _args, context) =>
      reward.kind === 'COLLECTABLE_CARD' && reward.cardId
        ? context.loaders.cards.cardById.load(reward.cardId)
        : null,
  },
};
