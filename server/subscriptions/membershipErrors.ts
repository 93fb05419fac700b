// The typed error of memberships (schema/subscriptions.graphql), in the request's language.
import type { MembershipErrorReason } from '../__generated__/resolvers-types';
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
} as const;

export function membershipError(
  t: Translate,
  reason: MembershipErrorReason,
): MembershipErrorResult {
  return { __typename: 'MembershipError', message: t(keys[reason]), membershipReason: reason };
}
