// The typed errors of draws (schema/draws.graphql), with messages in the request language.
import type { LotteryErrorReason, TreasureMachineLock } from '../__generated__/resolvers-types';
import type { Translate } from '../graphql/translate';

export interface LotteryErrorResult {
  __typename: 'LotteryError';
  message: string;
  lotteryReason: LotteryErrorReason;
  remaining: number | null;
}

export interface LotteryMaintenanceResult {
  __typename: 'LotteryMaintenanceError';
  message: string;
}

const reasonMessages = {
  NOT_OPEN: 'errors.draws.notOpen',
  CLOSED: 'errors.draws.closed',
  SOLD_OUT: 'errors.draws.soldOut',
  NOT_FOR_SALE: 'errors.draws.notForSale',
  OFFER_USED_UP: 'errors.draws.offerUsedUp',
  NOT_REDEEMABLE: 'errors.draws.notRedeemable',
  NOT_A_DUPLICATE: 'errors.draws.notADuplicate',
  NOT_ENOUGH_POINTS: 'errors.draws.notEnoughPoints',
  NOT_DELIVERABLE: 'errors.draws.notDeliverable',
  ALREADY_SHIPPED: 'errors.draws.alreadyShipped',
} as const satisfies Record<LotteryErrorReason, string>;

export function lotteryError(
  t: Translate,
  reason: LotteryErrorReason,
  remaining: number | null = null,
  figures: Record<string, number> = {},
): LotteryErrorResult {
  return {
    __typename: 'LotteryError',
    message: t(reasonMessages[reason], { remaining: remaining ?? 0, ...figures }),
    lotteryReason: reason,
    remaining,
  };
}

export function lotteryMaintenance(t: Translate): LotteryMaintenanceResult {
  return { __typename: 'LotteryMaintenanceError', message: t('errors.draws.maintenance') };
}

export interface TreasureMachineLockedResult {
  __typename: 'TreasureMachineLockedError';
  message: string;
  treasureMachineLock: TreasureMachineLock;
}

const lockMessages = {
  CONTENTS: 'errors.draws.contentsLocked',
  OFFER_IN_USE: 'errors.draws.offerInUse',
} as const satisfies Record<TreasureMachineLock, string>;

export function treasureMachineLocked(
  t: Translate,
  lock: TreasureMachineLock,
): TreasureMachineLockedResult {
  return {
    __typename: 'TreasureMachineLockedError',
    message: t(lockMessages[lock]),
    treasureMachineLock: lock,
  };
}
