// Mutation.subscribeToMembership, cancelMembership and resumeMembership. Subscribing
// charges the first month at once and keeps the card for the renewals; the fan's row is
// locked for it, so two subscribes of one fan (even with different clientMutationIds)
// never make two memberships, and a retry with the same clientMutationId replays the first
// answer without charging again.
import { and, eq, inArray } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { users } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { paymentProvider } from '../store/payments/providers';
import {
  paymentError,
  type PaymentErrorReason,
  type PaymentErrorResult,
} from '../store/storeErrors';
import { keepMembershipCard } from '../store/paymentMethods/savedPaymentMethods';
import { CURRENT_STATUSES } from './loaders';
import { membershipError, type MembershipErrorResult } from './membershipErrors';
import { applyInvoicePayment, membershipReference } from './membershipPayments';
import { oneMonthAfter } from './membershipPeriods';
import { membershipInvoices, memberships } from './tables';

/** The page a fan returns to after 3-D Secure, and manages the membership on. */
export const MEMBERSHIP_SETTINGS_PATH = '/settings/store/subscription';

async function membershipPayload(context: GraphQLContext, id: number, clientMutationId: string) {
  context.renewLoaders();
  const membership = await context.loaders.subscriptions.membershipById.load(id);
  if (!membership) throw new Error(`The membership ${id} vanished`);
  return { clientMutationId, membership };
}

/** Changes whether the viewer's ACTIVE membership renews, once per clientMutationId. */
async function changeRenewal(
  context: GraphQLContext,
  mutation: 'cancelMembership' | 'resumeMembership',
  clientMutationId: string,
) {
  const { t, identity, db } = context;
  const viewer = await context.loaders.community.viewerUser();
  if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
  const cancel = mutation === 'cancelMembership';
  const result = await runIdempotently<MembershipErrorResult>(
    db,
    { actor: identity.uid, mutation, clientMutationId, input: { clientMutationId } },
    async (tx) => {
      const [current] = await tx
        .select(
          memberships,
          and(eq(memberships.userId, viewer.id), inArray(memberships.status, CURRENT_STATUSES)),
        )
        .for('update');
      if (!current) return { done: false, refusal: membershipError(t, 'NOT_SUBSCRIBED') };
      // Only a paid, renewing period can be set to end; only a set end can be undone.
      if (current.status !== 'ACTIVE' || current.cancelAtPeriodEnd !== !cancel)
        return { done: false, refusal: membershipError(t, 'NOT_CANCELLABLE') };
      await tx.update(memberships, { cancelAtPeriodEnd: cancel }, eq(memberships.id, current.id));
      return { done: true, resultRef: String(current.id) };
    },
  );
  if ('reused' in result) return clientMutationIdReused(t);
  if ('refusal' in result) return result.refusal;
  return {
    __typename: 'ChangeMembershipRenewalPayload' as const,
    ...(await membershipPayload(context, Number(result.resultRef), clientMutationId)),
  };
}

export const subscribeResolvers: Resolvers = {
  Mutation: {
    subscribeToMembership: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const planId = dbIdOf(input.planId, 'MembershipPlan');
      const plan =
        planId === null ? null : await context.loaders.subscriptions.planById.load(planId);
      if (!plan) return notFound(t);
      if (plan.archivedAt) return membershipError(t, 'PLAN_ARCHIVED');
      const card = input.card.trim();
      if (card === '') return invalidInput(t, 'card', 'REQUIRED');
      const provider = paymentProvider();
      const result = await runIdempotently<MembershipErrorResult | PaymentErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'subscribeToMembership',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // One subscribe of a fan at a time: the check below then holds until commit.
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const [current] = await tx.select(
            memberships,
            and(eq(memberships.userId, viewer.id), inArray(memberships.status, CURRENT_STATUSES)),
          );
          if (current) return { done: false, refusal: membershipError(t, 'ALREADY_SUBSCRIBED') };
          const now = new Date();
          const periodEnd = oneMonthAfter(now);
          const [membership] = await tx
            .insert(memberships, {
              userId: viewer.id,
              planId: plan.id,
              status: 'INCOMPLETE',
              monthlyPrice: plan.monthlyPrice,
              taxRatePercent: plan.taxRatePercent,
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd,
              paymentProvider: provider.name,
            })
            .returning();
          const [invoice] = await tx
            .insert(membershipInvoices, {
              membershipId: membership.id,
              userId: viewer.id,
              planName: plan.name,
              periodStart: now,
              periodEnd,
              amount: plan.monthlyPrice,
              taxRatePercent: plan.taxRatePercent,
            })
            .returning();
          const payment = await provider.createPayment(tx, {
            amount: plan.monthlyPrice,
            reference: membershipReference(context.tenantId, invoice.id),
            method: { kind: 'CARD', card, saveForRenewals: true },
            returnPath: MEMBERSHIP_SETTINGS_PATH,
            idempotencyKey: `membership-${context.tenantId}-${viewer.id}-${input.clientMutationId}`,
          });
          if (payment.status === 'failed')
            return {
              done: false,
              refusal: paymentError(t, (payment.failureCode ?? 'DECLINED') as PaymentErrorReason),
            };
          // The kept card is one of the fan's saved cards (settings/store/payment-method).
          if (payment.savedPaymentMethodId)
            await keepMembershipCard(
              tx,
              viewer.id,
              provider.name,
              payment.savedPaymentMethodId,
              payment.savedCard,
            );
          await tx.update(
            memberships,
            {
              savedPaymentMethodId: payment.savedPaymentMethodId ?? null,
              paymentActionUrl: payment.actionUrl ?? null,
            },
            eq(memberships.id, membership.id),
          );
          await tx.update(
            membershipInvoices,
            { paymentId: payment.id },
            eq(membershipInvoices.id, invoice.id),
          );
          await applyInvoicePayment(tx, invoice.id, payment, now);
          return { done: true, resultRef: String(membership.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'SubscribeToMembershipPayload' as const,
        viewer: {},
        ...(await membershipPayload(context, Number(result.resultRef), input.clientMutationId)),
      };
    },
    cancelMembership: (_parent, { input }, context) =>
      changeRenewal(context, 'cancelMembership', input.clientMutationId),
    resumeMembership: (_parent, { input }, context) =>
      changeRenewal(context, 'resumeMembership', input.clientMutationId),
  },
};
