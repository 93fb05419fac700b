// Mutation.startCheckout: the basket (or one item, "buy now") becomes a checkout session
// at today's prices, with the stock of limited items held for CHECKOUT_HOLD_MS. Every
// check runs in the same transaction as the hold, after the fan's row is locked: sale
// windows, per-fan limits (bought + held), the monthly spending cap, and the stock itself
// (holdStock's conditional update). Any refusal rolls everything back.
import { asc, eq } from 'drizzle-orm';
import { MONTHLY_SPENDING_CAPS } from '../../../common/ageBands';
import { CHECKOUT_HOLD_MS, MAX_QUANTITY_PER_LINE } from '../../../common/storeLimits';
import { viewerAgeBand } from '../../accounts/agreementResolvers';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { users } from '../../community/tables';
import type { GraphQLContext } from '../../context';
import { runIdempotently } from '../../db/idempotency';
import type { TenantScope } from '../../db/tenantScope';
import { dbIdOf } from '../../graphql/globalId';
import { pickLocalized } from '../../graphql/language';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
} from '../../graphql/typedErrors';
import { isOnSale } from '../saleRules';
import {
  checkoutSessionError,
  storeError,
  type CheckoutSessionErrorResult,
  type StoreErrorResult,
} from '../storeErrors';
import { basketLines, checkoutLines, checkoutSessions, storeItems } from '../tables';
import { boughtOrHeldCounts, monthSpend } from './purchaseLimits';
import { expireCheckoutSessions } from './sessionLifecycle';
import { holdStock } from './stock';

type Refusal = StoreErrorResult | CheckoutSessionErrorResult;

interface Wanted {
  itemId: number;
  quantity: number;
}

export async function reloadSession(context: GraphQLContext, sessionId: number) {
  context.renewLoaders();
  const session = await context.loaders.store.checkoutSessionById.load(sessionId);
  if (!session) throw new Error('A checkout session could not be read back');
  return session;
}

/** Writes the session; a refusal when a rule says no. `now` is the caller's clock. */
async function openSession(
  tx: TenantScope,
  context: GraphQLContext,
  userId: number,
  wanted: Wanted[],
  fromBasket: boolean,
  spendingCap: number | null,
  now: Date,
): Promise<{ sessionId: number } | { refusal: Refusal }> {
  const { t, language } = context;
  // One checkout at a time per fan: limits and caps below read a settled picture.
  await tx.select(users, eq(users.id, userId)).for('update');
  const counts = await boughtOrHeldCounts(
    tx,
    userId,
    wanted.map((line) => line.itemId),
  );
  const priced = [];
  for (const line of wanted) {
    const [item] = await tx.select(storeItems, eq(storeItems.id, line.itemId));
    if (!item) continue;
    const name = pickLocalized(item.name, language);
    if (!isOnSale(item, now))
      return { refusal: storeError(t, 'NOT_ON_SALE', item, { item: name }) };
    if (item.perFanLimit !== null && (counts.get(item.id) ?? 0) + line.quantity > item.perFanLimit)
      return {
        refusal: storeError(t, 'PURCHASE_LIMIT', item, { item: name, limit: item.perFanLimit }),
      };
    priced.push({ item, quantity: line.quantity });
  }
  if (priced.length === 0) return { refusal: checkoutSessionError(t, 'EMPTY') };
  const total = priced.reduce((sum, line) => sum + line.item.price * line.quantity, 0);
  if (spendingCap !== null) {
    const spent = await monthSpend(tx, userId, now);
    if (spent + total > spendingCap)
      return {
        refusal: storeError(t, 'SPENDING_CAP', null, {
          limit: spendingCap.toLocaleString('ja-JP'),
          remaining: Math.max(0, spendingCap - spent).toLocaleString('ja-JP'),
        }),
      };
  }
  // Last, so every other refusal happens before any row is locked for long; in item order,
  // so two checkouts of the same items never wait on each other's locks crosswise.
  for (const line of [...priced].sort((a, b) => a.item.id - b.item.id)) {
    if (!(await holdStock(tx, line.item.id, line.quantity)))
      return {
        refusal: storeError(t, 'SOLD_OUT', line.item, {
          item: pickLocalized(line.item.name, language),
        }),
      };
  }
  const [session] = await tx
    .insert(checkoutSessions, {
      userId,
      total,
      fromBasket,
      expiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MS),
    })
    .returning({ id: checkoutSessions.id });
  await tx.insert(
    checkoutLines,
    priced.map(({ item, quantity }) => ({
      sessionId: session.id,
      itemId: item.id,
      kind: item.kind,
      name: item.name,
      unitPrice: item.price,
      taxRatePercent: item.taxRatePercent,
      quantity,
    })),
  );
  return { sessionId: session.id };
}

export const startCheckoutResolvers: Resolvers = {
  Mutation: {
    startCheckout: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      let wanted: Wanted[];
      if (input.itemId != null) {
        const itemId = dbIdOf(input.itemId, 'StoreItem');
        const item = itemId === null ? null : await context.loaders.store.itemById.load(itemId);
        if (!item || item.withdrawnAt) return notFound(t);
        const quantity = input.quantity ?? 1;
        if (!Number.isInteger(quantity) || quantity < 1)
          return invalidInput(t, 'quantity', 'INVALID_FORMAT');
        if (quantity > MAX_QUANTITY_PER_LINE)
          return invalidInput(t, 'quantity', 'TOO_LONG', MAX_QUANTITY_PER_LINE);
        wanted = [{ itemId: item.id, quantity }];
      } else {
        wanted = (
          await db
            .select(basketLines, eq(basketLines.userId, viewer.id))
            .orderBy(asc(basketLines.id))
        ).map((line) => ({ itemId: line.itemId, quantity: line.quantity }));
      }
      const band = await viewerAgeBand(context);
      const spendingCap = band ? MONTHLY_SPENDING_CAPS[band] : null;
      // Stock held by sessions that ran out goes back before this one counts what is left.
      await expireCheckoutSessions(db);

      const result = await runIdempotently<Refusal>(
        db,
        {
          actor: identity.uid,
          mutation: 'startCheckout',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const opened = await openSession(
            tx,
            context,
            viewer.id,
            wanted,
            input.itemId == null,
            spendingCap,
            new Date(),
          );
          if ('refusal' in opened) return { done: false, refusal: opened.refusal };
          return { done: true, resultRef: String(opened.sessionId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'StartCheckoutPayload',
        clientMutationId: input.clientMutationId,
        session: await reloadSession(context, Number(result.resultRef)),
      };
    },
  },
  StartCheckoutResult: { __resolveType: resolveResultType },
};
