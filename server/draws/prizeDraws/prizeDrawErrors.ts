// The typed errors of prize draws (schema/prizeDraws.graphql), in the request's language.
import type { PrizeValueFigures } from '../../../common/draws/prizeValueLimits';
import type { PrizeDrawErrorReason } from '../../__generated__/resolvers-types';
import type { Translate } from '../../graphql/translate';

export interface PrizeDrawErrorResult {
  __typename: 'PrizeDrawError';
  message: string;
  prizeDrawReason: PrizeDrawErrorReason;
}

const reasonMessages = {
  NOT_OPEN: 'errors.prizeDraws.notOpen',
  CLOSED: 'errors.prizeDraws.closed',
  ALREADY_ENTERED: 'errors.prizeDraws.alreadyEntered',
  NOT_ELIGIBLE: 'errors.prizeDraws.notEligible',
  ALREADY_DRAWN: 'errors.prizeDraws.alreadyDrawn',
} as const satisfies Record<PrizeDrawErrorReason, string>;

/** The members' extra draw words its refusals itself (its reasons are the entry's). */
const memberExtraDrawMessages = {
  NOT_ELIGIBLE: 'errors.prizeDraws.memberExtraDrawNotOffered',
  ALREADY_ENTERED: 'errors.prizeDraws.memberExtraDrawUsed',
} as const;

export function prizeDrawError(
  t: Translate,
  reason: PrizeDrawErrorReason,
  memberExtraDraw = false,
): PrizeDrawErrorResult {
  const key =
    memberExtraDraw && (reason === 'NOT_ELIGIBLE' || reason === 'ALREADY_ENTERED')
      ? memberExtraDrawMessages[reason]
      : reasonMessages[reason];
  return {
    __typename: 'PrizeDrawError',
    message: t(key),
    prizeDrawReason: reason,
  };
}

export interface PrizeValueLimitResult extends PrizeValueFigures {
  __typename: 'PrizeValueLimitError';
  message: string;
}

export function prizeValueLimit(t: Translate, figures: PrizeValueFigures): PrizeValueLimitResult {
  const yen = (value: number) => value.toLocaleString('ja-JP');
  return {
    __typename: 'PrizeValueLimitError',
    message: t('errors.prizeDraws.prizeValueLimit', {
      topPrizeValue: yen(figures.topPrizeValue),
      topPrizeLimit: yen(figures.topPrizeLimit),
      totalPrizeValue: yen(figures.totalPrizeValue),
      totalPrizeLimit: yen(figures.totalPrizeLimit),
      transactionPrice: yen(figures.transactionPrice),
      expectedSales: yen(figures.expectedSales),
    }),
    ...figures,
  };
}

export interface PrizeDrawLockedResult {
  __typename: 'PrizeDrawLockedError';
  message: string;
  entryCount: number;
}

export function prizeDrawLocked(t: Translate, entryCount: number): PrizeDrawLockedResult {
  return {
    __typename: 'PrizeDrawLockedError',
    message: t('errors.prizeDraws.locked', { entryCount }),
    entryCount,
  };
}
