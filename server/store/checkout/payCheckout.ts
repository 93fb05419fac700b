// Mutation.payCheckout and Mutation.refreshCheckout: a fan pays an open session through
// the payment provider, and asks how a started payment stands after 3-D Secure or while
// an ID payment is pending. The session row is locked for the payment's start, so two
// pay calls for one session never start two payments.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../../context';
import { runIdempotently } from '../../db/idempotency';
import { dbIdOf, toGlobalId } from '../../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
} from '../../graphql/typedErrors';
import { checkoutReference } from '../payments/paymentProvider';
import { paymentProvider } from '../payments/providers';
import {
  checkoutSessionError,
  paymentError,
  type CheckoutSessionErrorResult,
  type PaymentErrorReason,
  type PaymentErrorResult,
} from '../storeErrors';
import { shippingAddressOf } from '../addresses/addressColumns';
import {
  checkoutSessions,
  checkoutShipments,
  type CheckoutSessionRow,
  type DeliveryAddressRow,
  type SavedPaymentMethodRow,
} from '../tables';
import { applyPayment, refundLatePayment } from './applyPayment';
import { expireCheckoutSessions } from './sessionLifecycle';
import { reloadSession } from './startCheckout';

/** Where the fan returns after acting on a payment: the pending page of its method. */
export function pendingPath(sessionGlobalId: string, method: 'CARD' | 'ID_PAYMENT'): string {
  const page = method === 'CARD' ? 'credit-card' : 'id-payment';
  return `/store/cash-payment/${page}/pending?session=${encodeURIComponent(sessionGlobalId)}`;
}

function sessionRefusal(
  context: GraphQLContext,
  session: CheckoutSessionRow,
  now: Date,
): CheckoutSessionErrorResult | null {
  if (session.status === 'COMPLETED' || session.status === 'PAYING')
    return checkoutSessionError(context.t, 'ALREADY_PAID');
  if (session.status === 'EXPIRED' || session.expiresAt <= now)
    return checkoutSessionError(context.t, 'EXPIRED');
  return null;
}

/**
 * The book address a session's physical goods go to: null when nothing is shipped,
 * 'missing' when something is and none was chosen, 'unknown' for an id not of the viewer's.
 */
async function chosenAddress(
  context: GraphQLContext,
  sessionId: number,
  deliveryAddressId: string | null | undefined,
): Promise<DeliveryAddressRow | null | 'missing' | 'unknown'> {
  const lines = await context.loaders.store.linesBySessionId.load(sessionId);
  if (!lines.some((line) => line.kind === 'PHYSICAL')) return null;
  if (deliveryAddressId == null || deliveryAddressId === '') return 'missing';
  const id = dbIdOf(deliveryAddressId, 'DeliveryAddress');
  const address = id === null ? null : await context.loaders.store.deliveryAddressById.load(id);
  return address ?? 'unknown';
}

async function ownSession(context: GraphQLContext, sessionGlobalId: string) {
  const sessionId = dbIdOf(sessionGlobalId, 'CheckoutSession');
  return sessionId === null ? null : context.loaders.store.checkoutSessionById.load(sessionId);
}

export const payCheckoutResolvers: Resolvers = {
  Mutation: {
    payCheckout: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const session = await ownSession(context, input.sessionId);
      if (!session) return notFound(t);
      const card = input.card?.trim() ?? '';
      // A saved card of the viewer's (chosen at select-method) instead of a card number.
      let saved: SavedPaymentMethodRow | null = null;
      if (input.savedPaymentMethodId != null && input.savedPaymentMethodId !== '') {
        if (input.method !== 'CARD')
          return invalidInput(t, 'savedPaymentMethodId', 'INVALID_FORMAT');
        const savedId = dbIdOf(input.savedPaymentMethodId, 'SavedPaymentMethod');
        saved =
          savedId === null
            ? null
            : await context.loaders.store.savedPaymentMethodById.load(savedId);
        if (!saved || saved.status !== 'ACTIVE') return notFound(t);
      }
      if (input.method === 'CARD' && card === '' && !saved)
        return invalidInput(t, 'card', 'REQUIRED');
      const shipTo = await chosenAddress(context, session.id, input.deliveryAddressId);
      if (shipTo === 'missing') return checkoutSessionError(t, 'DELIVERY_ADDRESS_REQUIRED');
      if (shipTo === 'unknown') return notFound(t);
      // The session's state is checked inside the transaction, after the receipt: a retry
      // of a payment that completed gets its first answer, not "already paid".
      const provider = paymentProvider();

      const late: string[] = [];
      const result = await runIdempotently<CheckoutSessionErrorResult | PaymentErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'payCheckout',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [locked] = await tx
            .select(checkoutSessions, eq(checkoutSessions.id, session.id))
            .for('update');
          const refusal = sessionRefusal(context, locked, new Date());
          if (refusal) return { done: false, refusal };
          await tx.update(
            checkoutSessions,
            // Where the order's mails go, whichever way the payment completes.
            {
              paymentMethod: input.method,
              contactEmail: identity.email ?? null,
              language: context.language,
            },
            eq(checkoutSessions.id, session.id),
          );
          if (shipTo) {
            // The address as it is now; a new attempt after a decline may choose another.
            const copy = { ...shippingAddressOf(shipTo), userId: viewer.id };
            await tx
              .insert(checkoutShipments, { ...copy, sessionId: locked.id })
              .onConflictDoUpdate({ target: checkoutShipments.sessionId, set: copy });
          }
          const payment = await provider.createPayment(tx, {
            amount: locked.total,
            reference: checkoutReference(context.tenantId, locked.id),
            method: saved
              ? { kind: 'SAVED_CARD', paymentMethodId: saved.providerMethodId, onSession: true }
              : input.method === 'CARD'
                ? { kind: 'CARD', card }
                : { kind: 'ID_PAYMENT' },
            returnPath: pendingPath(toGlobalId('CheckoutSession', locked.id), input.method),
            idempotencyKey: `${context.tenantId}-${locked.id}-${input.clientMutationId}`,
          });
          if (payment.status === 'failed')
            return {
              done: false,
              refusal: paymentError(t, (payment.failureCode ?? 'DECLINED') as PaymentErrorReason),
            };
          const applied = await applyPayment(
            tx,
            { ...locked, paymentMethod: input.method },
            payment,
            provider,
          );
          if (applied.kind === 'late') late.push(payment.id);
          return { done: true, resultRef: String(locked.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      for (const paymentId of late) await provider.refundPayment(db, paymentId);
      return {
        __typename: 'PayCheckoutPayload',
        clientMutationId: input.clientMutationId,
        session: await reloadSession(context, Number(result.resultRef)),
      };
    },
    refreshCheckout: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const session = await ownSession(context, input.sessionId);
      if (!session) return notFound(t);
      if (session.status === 'PAYING' && session.paymentId) {
        const provider = paymentProvider();
        const payment = await provider.retrievePayment(db, session.paymentId);
        if (payment) {
          const applied = await db.transaction(async (tx) => {
            await tx.select(checkoutSessions, eq(checkoutSessions.id, session.id)).for('update');
            return applyPayment(tx, session, payment, provider);
          });
          await refundLatePayment(db, provider, applied, payment.id);
        }
      }
      await expireCheckoutSessions(db);
      return {
        __typename: 'RefreshCheckoutPayload',
        clientMutationId: input.clientMutationId,
        session: await reloadSession(context, session.id),
      };
    },
  },
  PayCheckoutResult: { __resolveType: resolveResultType },
  RefreshCheckoutResult: { __resolveType: resolveResultType },
};
