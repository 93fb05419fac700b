// Mutation.retryMembershipPayment: a fan whose renewal failed pays it now, during the grace
// period, with one of their saved cards (an on-session charge through the payment provider,
// so Stripe may ask for 3-D Secure). The membership row is locked for it, so two retries
// at once charge once: the second finds it ACTIVE. The failed invoice is charged again
// (one invoice per month), and paid it moves the period on as a renewal would. A decline
// rolls everything back: the membership stays PAST_DUE and the fan sees a PaymentError.
import { and, desc, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { paymentProvider } from '../store/payments/providers';
import {
  paymentError,
  type PaymentErrorReason,
  type PaymentErrorResult,
} from '../store/storeErrors';
import type { NotFoundResult } from '../graphql/typedErrors';
import { membershipError, type MembershipErrorResult } from './membershipErrors';
import { applyInvoicePayment, membershipReference } from './membershipPayments';
import { MEMBERSHIP_SETTINGS_PATH } from './subscribe';
import { membershipInvoices, memberships } from './tables';

type Refusal = MembershipErrorResult | PaymentErrorResult | NotFoundResult;

export const retryPaymentResolvers: Resolvers = {
  Mutation: {
    retryMembershipPayment: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const membershipId = dbIdOf(input.membershipId, 'Membership');
      const cardId = dbIdOf(input.paymentMethodId, 'SavedPaymentMethod');
      // The loaders read only the viewer's own: anyone else's is simply not found.
      const membership =
        membershipId === null
          ? null
          : await context.loaders.subscriptions.membershipById.load(membershipId);
      const card =
        cardId === null ? null : await context.loaders.store.savedPaymentMethodById.load(cardId);
      if (!membership || !card || card.status !== 'ACTIVE') return notFound(t);
      const provider = paymentProvider();
      const result = await runIdempotently<Refusal>(
        db,
        {
          actor: identity.uid,
          mutation: 'retryMembershipPayment',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [current] = await tx
            .select(
              memberships,
              and(eq(memberships.id, membership.id), eq(memberships.userId, viewer.id)),
            )
            .for('update');
          if (!current) return { done: false, refusal: notFound(t) };
          if (current.status !== 'PAST_DUE')
            return { done: false, refusal: membershipError(t, 'NOT_PAST_DUE') };
          const [invoice] = await tx
            .select(membershipInvoices, eq(membershipInvoices.membershipId, current.id))
            .orderBy(desc(membershipInvoices.periodStart))
            .limit(1);
          if (!invoice || invoice.status === 'PAID')
            return { done: false, refusal: membershipError(t, 'NOT_PAST_DUE') };
          const payment = await provider.createPayment(tx, {
            amount: invoice.amount,
            reference: membershipReference(tx.tenantId, invoice.id),
            method: { kind: 'SAVED_CARD', paymentMethodId: card.providerMethodId, onSession: true },
            returnPath: MEMBERSHIP_SETTINGS_PATH,
            idempotencyKey: `membership-retry-${tx.tenantId}-${invoice.id}-${viewer.id}-${input.clientMutationId}`,
          });
          if (payment.status === 'failed')
            return {
              done: false,
              refusal: paymentError(t, (payment.failureCode ?? 'DECLINED') as PaymentErrorReason),
            };
          // The chosen card pays this month and the renewals after it.
          await tx.update(
            memberships,
            {
              savedPaymentMethodId: card.providerMethodId,
              paymentActionUrl: payment.actionUrl ?? null,
            },
            eq(memberships.id, current.id),
          );
          // Charged again: PENDING until this payment's outcome (now, or by webhook).
          await tx.update(
            membershipInvoices,
            { status: 'PENDING', paymentId: payment.id, paidAt: null },
            eq(membershipInvoices.id, invoice.id),
          );
          await applyInvoicePayment(tx, invoice.id, payment);
          return { done: true, resultRef: String(current.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const renewed = await context.loaders.subscriptions.membershipById.load(
        Number(result.resultRef),
      );
      if (!renewed) throw new Error(`The membership ${result.resultRef} vanished`);
      return {
        __typename: 'RetryMembershipPaymentPayload' as const,
        clientMutationId: input.clientMutationId,
        membership: renewed,
        viewer: {},
      };
    },
  },
};
