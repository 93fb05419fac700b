// The referrals feature's typed errors (schema/referrals.graphql), messages in the request
// language from locales/<lang>/errors.json.
import type { CampaignCodeProblem, InviteCodeProblem } from '../__generated__/resolvers-types';
import type { Translate } from '../graphql/translate';

export interface InviteCodeResult {
  __typename: 'InviteCodeError';
  message: string;
  inviteCodeProblem: InviteCodeProblem;
}

export function inviteCodeError(t: Translate, reason: InviteCodeProblem): InviteCodeResult {
  return {
    __typename: 'InviteCodeError',
    message: t(`errors.inviteCode.${reason}`),
    inviteCodeProblem: reason,
  };
}

export interface CampaignCodeResult {
  __typename: 'CampaignCodeError';
  message: string;
  campaignCodeProblem: CampaignCodeProblem;
}

export function campaignCodeError(t: Translate, reason: CampaignCodeProblem): CampaignCodeResult {
  return {
    __typename: 'CampaignCodeError',
    message: t(`errors.campaignCode.${reason}`),
    campaignCodeProblem: reason,
  };
}

export interface CampaignCodeLimitBelowUseResult {
  __typename: 'CampaignCodeLimitBelowUseError';
  message: string;
  limitField: string;
  usedCount: number;
}

export function limitBelowUse(
  t: Translate,
  field: 'perFanLimit' | 'totalLimit',
  used: number,
): CampaignCodeLimitBelowUseResult {
  return {
    __typename: 'CampaignCodeLimitBelowUseError',
    message: t('errors.campaignCode.limitBelowUse', { field: t(`errors.field.${field}`), used }),
    limitField: field,
    usedCount: used,
  };
}
