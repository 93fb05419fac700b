// The engagement feature's typed errors (schema/engagement.graphql), messages in the request
// language from locales/<lang>/errors.json.
import type { Translate } from '../graphql/translate';

export type RewardNotClaimableReason = 'NOT_REACHED' | 'ALREADY_CLAIMED';

export interface RewardNotClaimableResult {
  __typename: 'RewardNotClaimableError';
  message: string;
  notClaimable: RewardNotClaimableReason;
}

export function rewardNotClaimable(
  t: Translate,
  reason: RewardNotClaimableReason,
): RewardNotClaimableResult {
  return {
    __typename: 'RewardNotClaimableError',
    message: t(
      reason === 'NOT_REACHED' ? 'errors.rewardNotReached' : 'errors.rewardAlreadyClaimed',
    ),
    notClaimable: reason,
  };
}

export interface AlreadyCheckedInResult {
  __typename: 'AlreadyCheckedInError';
  message: string;
}

export function alreadyCheckedIn(t: Translate): AlreadyCheckedInResult {
  return { __typename: 'AlreadyCheckedInError', message: t('errors.alreadyCheckedIn') };
}

export interface NotEnoughCheckInPointsResult {
  __typename: 'NotEnoughCheckInPointsError';
  message: string;
  required: number;
  available: number;
}

export function notEnoughCheckInPoints(
  t: Translate,
  required: number,
  available: number,
): NotEnoughCheckInPointsResult {
  return {
    __typename: 'NotEnoughCheckInPointsError',
    message: t('errors.notEnoughCheckInPoints', { required, available }),
    required,
    available,
  };
}

export interface AlreadyVotedResult {
  __typename: 'AlreadyVotedError';
  message: string;
}

export function alreadyVoted(t: Translate): AlreadyVotedResult {
  return { __typename: 'AlreadyVotedError', message: t('errors.alreadyVoted') };
}

export interface VotingClosedResult {
  __typename: 'VotingClosedError';
  message: string;
}

export function votingClosed(t: Translate): VotingClosedResult {
  return { __typename: 'VotingClosedError', message: t('errors.votingClosed') };
}

export interface AlreadyReceivedShareRewardResult {
  __typename: 'AlreadyReceivedShareRewardError';
  message: string;
}

export function alreadyReceivedShareReward(t: Translate): AlreadyReceivedShareRewardResult {
  return {
    __typename: 'AlreadyReceivedShareRewardError',
    message: t('errors.alreadyReceivedShareReward'),
  };
}
