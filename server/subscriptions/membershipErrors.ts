// The typed errors of memberships (schema/subscriptions.graphql), in the request's language.
import type { MembershipErrorReason, MembershipPerk } from '../__generated__/resolvers-types';
import type { Translate } from '../graphql/translate';

export interface MembershipErrorResult {
  __typename: 'MembershipError';
  message: string;
  membershipReason: MembershipErrorReason;
}

const keys = {
  ALREADY_SUBSCRIBED: 'errors.membership.alreadySubscribed',
  PLAN_ARCHIVED: 'errors.membership.planArchived',
  NOT_SUBSCRIBED: 'errors.membership.notSubscribed',
  NOT_CANCELLABLE: 'errors.membership.notCancellable',
  NOT_PAST_DUE: 'errors.membership.notPastDue',
} as const;

export function membershipError(
  t: Translate,
  reason: MembershipErrorReason,
): MembershipErrorResult {
  return { __typename: 'MembershipError', message: t(keys[reason]), membershipReason: reason };
}

export interface MembershipRequiredResult {
  __typename: 'MembershipRequiredError';
  message: string;
  perk: MembershipPerk;
}

/** The action needs a perk the fan's membership does not give now (hasPerk said no). */
export function membershipRequired(t: Translate, perk: MembershipPerk): MembershipRequiredResult {
  return {
    __typename: 'MembershipRequiredError',
    message: t(`errors.membership.required.${perk}`),
    perk,
  };
}
