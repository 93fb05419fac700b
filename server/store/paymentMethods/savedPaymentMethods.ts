// The fan's saved cards (/settings/store/payment-method): Viewer.savedPaymentMethods and
// Mutation.addPaymentMethod, confirmPaymentMethod, setDefaultPaymentMethod and
// removePaymentMethod. A card is kept at the payment provider by a setup (no charge; it may
// ask for 3-D Secure first); the garden keeps its brand, last 4 and expiry. Cards are their
// owner's alone: the loader reads anyone else's as null, so node(id), the connection and
// every mutation see only the viewer's. A membership renews with one of these cards
// (memberships.saved_payment_method_id is its providerMethodId): removing that card is
// refused with PaymentMethodInUseError while the membership is current.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { MAX_SAVED_PAYMENT_METHODS } from '../../../common/storeLimits';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { users } from '../../community/tables';
import type { GraphQLContext } from '../../context';
import { runIdempotently } from '../../db/idempotency';
import type { TenantScope } from '../../db/tenantScope';
import {
  checkPageSize,
  emptyPage,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
} from '../../graphql/cursor';
import { dbIdOf, toGlobalId } from '../../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  type NotFoundResult,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../../graphql/typedErrors';
import { memberships } from '../../subscriptions/tables';
import type { CardDetails } from '../payments/paymentProvider';
import { paymentProvider } from '../payments/providers';
import {
  paymentMethodInUse,
  paymentSetupError,
  storeError,
  type PaymentErrorReason,
  type PaymentErrorResult,
  type StoreErrorResult,
} from '../storeErrors';
import { savedPaymentMethods, type SavedPaymentMethodRow } from '../tables';

export const PAYMENT_METHOD_SETTINGS_PATH = '/settings/store/payment-method';

/** Memberships that may still charge a card: such a card cannot be removed. */
const RENEWING_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAST_DUE'] as const;

/** The fan's cards, the default first, then the newest (five at most: the offset is the cursor). */
async function readSavedPaymentMethodPage(
  context: GraphQLContext,
  userId: number,
  args: PageArgs,
): Promise<Page<SavedPaymentMethodRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? MAX_SAVED_PAYMENT_METHODS, MAX_SAVED_PAYMENT_METHODS);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(savedPaymentMethods, eq(savedPaymentMethods.userId, userId))
    .orderBy(desc(savedPaymentMethods.isDefault), desc(savedPaymentMethods.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

/** Makes `methodId` the fan's one default card. */
async function makeDefault(tx: TenantScope, userId: number, methodId: number): Promise<void> {
  await tx.update(
    savedPaymentMethods,
    { isDefault: false },
    and(eq(savedPaymentMethods.userId, userId), ne(savedPaymentMethods.id, methodId)),
  );
  await tx.update(savedPaymentMethods, { isDefault: true }, eq(savedPaymentMethods.id, methodId));
}

/** After a removal: the newest remaining card becomes the default when none is. */
async function keepOneDefault(tx: TenantScope, userId: number): Promise<void> {
  const rows = await tx
    .select(savedPaymentMethods, eq(savedPaymentMethods.userId, userId))
    .orderBy(desc(savedPaymentMethods.id));
  if (rows.length > 0 && !rows.some((row) => row.isDefault))
    await makeDefault(tx, userId, rows[0].id);
}

/**
 * Keeps a card a membership was paid with as one of the fan's saved cards, so the card a
 * membership renews with is always one the fan sees (and cannot remove while it renews).
 */
export async function keepMembershipCard(
  tx: TenantScope,
  userId: number,
  provider: string,
  providerMethodId: string,
  card: CardDetails | null | undefined,
): Promise<void> {
  const [existingDefault] = await tx.select(
    savedPaymentMethods,
    and(eq(savedPaymentMethods.userId, userId), eq(savedPaymentMethods.isDefault, true)),
  );
  await tx
    .insert(savedPaymentMethods, {
      userId,
      provider,
      providerMethodId,
      brand: card?.brand ?? 'UNKNOWN',
      last4: card?.last4 ?? '····',
      expMonth: card?.expMonth ?? null,
      expYear: card?.expYear ?? null,
      isDefault: !existingDefault,
    })
    .onConflictDoNothing();
}

/** Whether a current membership of the fan renews with this card. */
async function renewsMembership(db: TenantScope, row: SavedPaymentMethodRow): Promise<boolean> {
  const [membership] = await db.selectFields(
    { id: memberships.id },
    memberships,
    and(
      eq(memberships.userId, row.userId),
      eq(memberships.savedPaymentMethodId, row.providerMethodId),
      inArray(memberships.status, RENEWING_STATUSES),
    ),
  );
  return membership !== undefined;
}

/** "MM" 1–12 and a four-digit year not in the past (the local provider; Stripe reads its own). */
function checkExpiry(
  expMonth: number | null | undefined,
  expYear: number | null | undefined,
  now: Date,
): boolean {
  if (expMonth == null && expYear == null) return true;
  if (expMonth == null || expYear == null) return false;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return false;
  if (!Number.isInteger(expYear) || expYear > now.getUTCFullYear() + 20) return false;
  return expYear * 12 + expMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

async function ownMethod(context: GraphQLContext, globalId: string) {
  const id = dbIdOf(globalId, 'SavedPaymentMethod');
  return id === null ? null : context.loaders.store.savedPaymentMethodById.load(id);
}

async function reloadMethod(context: GraphQLContext, id: number) {
  context.renewLoaders();
  return context.loaders.store.savedPaymentMethodById.load(id);
}

export const savedPaymentMethodResolvers: Resolvers = {
  SavedPaymentMethod: {
    id: (row) => toGlobalId('SavedPaymentMethod', row.id),
    brand: (row) => row.brand as never,
    status: (row) => (row.status === 'PENDING' ? 'REQUIRES_ACTION' : 'ACTIVE'),
    actionUrl: (row) => (row.status === 'PENDING' ? row.setupActionUrl : null),
    usedForMembership: (row, _args, context) => renewsMembership(context.db, row),
  },
  Viewer: {
    savedPaymentMethods: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer
        ? readSavedPaymentMethodPage(context, viewer.id, args)
        : emptyPage<SavedPaymentMethodRow>();
    },
  },
  Mutation: {
    addPaymentMethod: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const card = input.card.trim();
      if (card === '') return invalidInput(t, 'card', 'REQUIRED');
      if (card.length > 64) return invalidInput(t, 'card', 'TOO_LONG', 64);
      if (!checkExpiry(input.expMonth, input.expYear, new Date()))
        return invalidInput(t, 'expiry', 'INVALID_FORMAT');
      const provider = paymentProvider();

      const result = await runIdempotently<StoreErrorResult | PaymentErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'addPaymentMethod',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const kept = await tx.select(
            savedPaymentMethods,
            eq(savedPaymentMethods.userId, viewer.id),
          );
          if (kept.length >= MAX_SAVED_PAYMENT_METHODS)
            return {
              done: false,
              refusal: storeError(t, 'TOO_MANY_PAYMENT_METHODS', null, {
                limit: MAX_SAVED_PAYMENT_METHODS,
              }),
            };
          const setup = await provider.createSetup(tx, {
            card,
            expMonth: input.expMonth,
            expYear: input.expYear,
            returnPath: PAYMENT_METHOD_SETTINGS_PATH,
            idempotencyKey: `setup-${context.tenantId}-${viewer.id}-${input.clientMutationId}`,
          });
          if (setup.status === 'failed' || !setup.paymentMethodId)
            return {
              done: false,
              refusal: paymentSetupError(
                t,
                (setup.failureCode ?? 'DECLINED') as PaymentErrorReason,
              ),
            };
          const pending = setup.status === 'requires_action';
          const [row] = await tx
            .insert(savedPaymentMethods, {
              userId: viewer.id,
              provider: provider.name,
              providerMethodId: setup.paymentMethodId,
              brand: setup.card?.brand ?? 'UNKNOWN',
              last4: setup.card?.last4 ?? card.replace(/\D/g, '').slice(-4),
              expMonth: setup.card?.expMonth ?? input.expMonth ?? null,
              expYear: setup.card?.expYear ?? input.expYear ?? null,
              status: pending ? 'PENDING' : 'ACTIVE',
              setupId: setup.id,
              // Back to this page with the card's id, so it asks how the challenge ended.
              setupActionUrl: setup.actionUrl ?? null,
            })
            .returning({ id: savedPaymentMethods.id });
          const hasDefault = kept.some((method) => method.isDefault);
          if (!pending && (input.makeDefault || !hasDefault))
            await makeDefault(tx, viewer.id, row.id);
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const saved = await reloadMethod(context, Number(result.resultRef));
      if (!saved) throw new Error('A saved card is missing after its setup');
      return {
        __typename: 'AddPaymentMethodPayload',
        clientMutationId: input.clientMutationId,
        paymentMethod: saved,
        viewer: {},
      };
    },
    confirmPaymentMethod: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      // A retry after a failed challenge finds its receipt, though the card is gone.
      const method = await ownMethod(context, input.id);
      const provider = paymentProvider();
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'confirmPaymentMethod',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const [row] = method
            ? await tx.select(savedPaymentMethods, eq(savedPaymentMethods.id, method.id))
            : [];
          if (!row) return { done: false, refusal: notFound(t) };
          if (row.status !== 'PENDING' || !row.setupId)
            return { done: true, resultRef: String(row.id) };
          const setup = await provider.retrieveSetup(tx, row.setupId);
          if (setup?.status === 'requires_action') return { done: true, resultRef: String(row.id) };
          if (!setup || setup.status === 'failed') {
            // The challenge failed: nothing is kept, here or at the provider.
            await tx.delete(savedPaymentMethods, eq(savedPaymentMethods.id, row.id));
            await provider.detachPaymentMethod(tx, row.providerMethodId);
            // Done, not refused: the removal commits, and a retry gets the same answer.
            return {
              done: true,
              resultRef: `failed:${setup?.failureCode ?? 'AUTHENTICATION_FAILED'}`,
            };
          }
          await tx.update(
            savedPaymentMethods,
            {
              status: 'ACTIVE',
              setupActionUrl: null,
              ...(setup.card
                ? {
                    brand: setup.card.brand,
                    last4: setup.card.last4,
                    expMonth: setup.card.expMonth ?? row.expMonth,
                    expYear: setup.card.expYear ?? row.expYear,
                  }
                : {}),
            },
            eq(savedPaymentMethods.id, row.id),
          );
          const [existingDefault] = await tx.select(
            savedPaymentMethods,
            and(eq(savedPaymentMethods.userId, viewer.id), eq(savedPaymentMethods.isDefault, true)),
          );
          if (!existingDefault) await makeDefault(tx, viewer.id, row.id);
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      if (result.resultRef.startsWith('failed:')) {
        context.renewLoaders();
        return paymentSetupError(t, result.resultRef.slice(7) as PaymentErrorReason);
      }
      const saved = await reloadMethod(context, Number(result.resultRef));
      if (!saved) return notFound(t);
      return {
        __typename: 'ConfirmPaymentMethodPayload',
        clientMutationId: input.clientMutationId,
        paymentMethod: saved,
        viewer: {},
      };
    },
    setDefaultPaymentMethod: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const method = await ownMethod(context, input.id);
      if (!method || method.status !== 'ACTIVE') return notFound(t);
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'setDefaultPaymentMethod',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const [row] = await tx.select(savedPaymentMethods, eq(savedPaymentMethods.id, method.id));
          // Removed on another device since it was read.
          if (!row) return { done: false, refusal: notFound(t) };
          await makeDefault(tx, viewer.id, row.id);
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const saved = await reloadMethod(context, Number(result.resultRef));
      if (!saved) return notFound(t);
      return {
        __typename: 'SetDefaultPaymentMethodPayload',
        clientMutationId: input.clientMutationId,
        paymentMethod: saved,
        viewer: {},
      };
    },
    removePaymentMethod: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const method = await ownMethod(context, input.id);
      if (!method) return notFound(t);
      const provider = paymentProvider();
      const result = await runIdempotently<ReturnType<typeof paymentMethodInUse>>(
        db,
        {
          actor: identity.uid,
          mutation: 'removePaymentMethod',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          if (await renewsMembership(tx, method))
            return { done: false, refusal: paymentMethodInUse(t) };
          const [removed] = await tx
            .delete(
              savedPaymentMethods,
              and(eq(savedPaymentMethods.id, method.id), eq(savedPaymentMethods.userId, viewer.id)),
            )
            .returning();
          if (removed) {
            await keepOneDefault(tx, viewer.id);
            await provider.detachPaymentMethod(tx, removed.providerMethodId);
          }
          // Removed already (another device): the fan's wish holds all the same.
          return { done: true, resultRef: String(method.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'RemovePaymentMethodPayload',
        clientMutationId: input.clientMutationId,
        removedPaymentMethodId: toGlobalId('SavedPaymentMethod', Number(result.resultRef)),
        viewer: {},
      };
    },
  },
  AddPaymentMethodResult: { __resolveType: resolveResultType },
  ConfirmPaymentMethodResult: { __resolveType: resolveResultType },
  SetDefaultPaymentMethodResult: { __resolveType: resolveResultType },
  RemovePaymentMethodResult: { __resolveType: resolveResultType },
};
