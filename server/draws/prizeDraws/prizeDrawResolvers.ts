// Prize draws (schema/prizeDraws.graphql): the public draw with its prizes, commitment and,
// once drawn, the revealed seed and winning numbers; the viewer's entries (private); entering
// (once per fan, numbered under the draw's row lock, idempotent per clientMutationId); the
// in-app notice of a result; what a fan acquired through a store item; and the operators'
// create and edit (both checked against 景品表示法; an edit only of texts once entered) and
// close-now.
import { and, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { MAX_TREASURE_PAGE_SIZE } from '../../../common/draws/limits';
import type {
  PrizeDrawEligibility,
  PrizeDrawEntryRoute,
  Resolvers,
} from '../../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../../community/roles';
import type { GraphQLContext } from '../../context';
import { createOnce } from '../../db/createOnce';
import { runIdempotently } from '../../db/idempotency';
import type { TenantScope } from '../../db/tenantScope';
import {
  checkPageSize,
  decodeCursor,
  emptyPage,
  encodeCursor,
  offsetAfter,
  pageOf,
} from '../../graphql/cursor';
import { dbIdOf, encodeGlobalId, toGlobalId } from '../../graphql/globalId';
import { pickLocalized } from '../../graphql/language';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
} from '../../graphql/typedErrors';
import { checkoutLines, orders } from '../../store/tables';
import { prizeDrawEntries, prizeDraws, type PrizeDrawEntryRow, type PrizeDrawRow } from '../tables';
import {
  createPrizeDrawRows,
  OPENS_AT_TOLERANCE_MS,
  prizeDrawDefinitionOf,
} from './createPrizeDraw';
import { drawPrizeDraw, winningNumbers } from './drawPrizeDraw';
import { enteredPayload } from './enteredPayload';
import {
  prizeDrawError,
  prizeDrawLocked,
  type PrizeDrawErrorResult,
  type PrizeDrawLockedResult,
  type PrizeValueLimitResult,
} from './prizeDrawErrors';
import { findDrawToEnter, lockOpenDraw, numberEntry } from './takeEntry';
import { updatePrizeDrawRows } from './updatePrizeDraw';

const DEFAULT_PAGE_SIZE = 20;

export function prizeDrawStatus(draw: PrizeDrawRow, now = new Date()) {
  if (draw.drawnAt) return 'DRAWN' as const;
  if (now < draw.opensAt) return 'UPCOMING' as const;
  if (now < draw.closesAt) return 'OPEN' as const;
  return 'CLOSED' as const;
}

/** Whether the fan bought the draw's item (a paid order, not refunded). */
async function boughtItem(db: TenantScope, userId: number, itemId: number): Promise<boolean> {
  const paidSessions = db.selectFields(
    { id: orders.sessionId },
    orders,
    and(eq(orders.userId, userId), eq(orders.status, 'PAID')),
  );
  const lines = await db.count(
    checkoutLines,
    and(eq(checkoutLines.itemId, itemId), inArray(checkoutLines.sessionId, paidSessions)),
  );
  return lines > 0;
}

async function mayEnter(
  db: TenantScope,
  draw: PrizeDrawRow,
  userId: number,
  route: PrizeDrawEntryRoute,
): Promise<boolean> {
  if (route === 'FREE') return draw.freeEntry;
  return draw.entryItemId !== null && boughtItem(db, userId, draw.entryItemId);
}

async function eligibility(
  context: GraphQLContext,
  draw: PrizeDrawRow,
): Promise<PrizeDrawEligibility> {
  const status = prizeDrawStatus(draw);
  if (status === 'UPCOMING') return 'NOT_OPEN';
  if (status !== 'OPEN') return 'CLOSED';
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return 'SIGN_IN_REQUIRED';
  if (await context.loaders.draws.viewerEntryByPrizeDrawId.load(draw.id)) return 'ALREADY_ENTERED';
  if (draw.freeEntry) return 'ELIGIBLE';
  return (await mayEnter(context.db, draw, viewer.id, 'PURCHASE'))
    ? 'ELIGIBLE'
    : 'PURCHASE_REQUIRED';
}

function entryResult(entry: PrizeDrawEntryRow, draw: PrizeDrawRow | null) {
  if (!draw?.drawnAt) return 'PENDING' as const;
  return entry.prizeId === null ? ('LOST' as const) : ('WON' as const);
}

async function loadDraw(context: GraphQLContext, id: number): Promise<PrizeDrawRow> {
  const draw = await context.loaders.draws.prizeDrawById.load(id);
  if (!draw) throw new Error(`Prize draw ${id} is missing`);
  return draw;
}

export const prizeDrawResolvers: Resolvers = {
  Query: {
    prizeDraws: async (_parent, args, { t, db }) => {
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TREASURE_PAGE_SIZE);
      const offset = offsetAfter(t, args.after);
      const rows = await db
        .select(prizeDraws)
        .orderBy(desc(prizeDraws.closesAt), desc(prizeDraws.id))
        .limit(size + 1)
        .offset(offset);
      const indexed = rows.map((row, index) => ({ row, index: offset + index }));
      const result = pageOf(
        indexed,
        size,
        (entry) => encodeCursor('offset', entry.index),
        offset > 0,
      );
      return { ...result, edges: result.edges.map((edge) => ({ ...edge, node: edge.node.row })) };
    },
  },
  Viewer: {
    prizeDrawEntries: async (_viewer, args, context) => {
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TREASURE_PAGE_SIZE);
      const beforeId = args.after ? decodeCursor(t, 'prizeDrawEntryId', args.after) : null;
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return emptyPage();
      const rows = await db
        .select(
          prizeDrawEntries,
          and(
            eq(prizeDrawEntries.userId, viewer.id),
            beforeId !== null ? lt(prizeDrawEntries.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(prizeDrawEntries.id))
        .limit(size + 1);
      return pageOf(
        rows,
        size,
        (row) => encodeCursor('prizeDrawEntryId', row.id),
        beforeId !== null,
      );
    },
    unseenPrizeDrawResultCount: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return 0;
      const drawn = context.db.selectFields(
        { id: prizeDraws.id },
        prizeDraws,
        isNotNull(prizeDraws.drawnAt),
      );
      return context.db.count(
        prizeDrawEntries,
        and(
          eq(prizeDrawEntries.userId, viewer.id),
          isNull(prizeDrawEntries.resultSeenAt),
          inArray(prizeDrawEntries.prizeDrawId, drawn),
        ),
      );
    },
  },
  StoreItem: {
    viewerAcquiredPrizes: async (item, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return [];
      const throughItem = context.db.selectFields(
        { id: prizeDraws.id },
        prizeDraws,
        eq(prizeDraws.entryItemId, item.id),
      );
      return context.db
        .select(
          prizeDrawEntries,
          and(
            eq(prizeDrawEntries.userId, viewer.id),
            eq(prizeDrawEntries.route, 'PURCHASE'),
            inArray(prizeDrawEntries.prizeDrawId, throughItem),
          ),
        )
        .orderBy(desc(prizeDrawEntries.id));
    },
    prizeDraws: (item, _args, { db }) =>
      db.select(prizeDraws, eq(prizeDraws.entryItemId, item.id)).orderBy(desc(prizeDraws.closesAt)),
  },
  RealGoodsDelivery: {
    prizeDrawEntries: (row, _args, context) =>
      context.loaders.draws.prizeDrawEntriesByDeliveryId.load(row.id),
  },
  PrizeDraw: {
    id: (draw) => toGlobalId('PrizeDraw', draw.id),
    title: (draw, _args, { language }) => pickLocalized(draw.title, language),
    description: (draw, _args, { language }) => pickLocalized(draw.description, language),
    status: (draw) => prizeDrawStatus(draw),
    entryItem: (draw, _args, context) =>
      draw.entryItemId === null ? null : context.loaders.store.itemById.load(draw.entryItemId),
    prizes: (draw, _args, context) => context.loaders.draws.prizeDrawPrizesByDrawId.load(draw.id),
    seedCommitment: (draw) => draw.commitment,
    // The secret stays on the server until the draw is made.
    revealedServerSeed: (draw) => (draw.revealedAt ? draw.serverSeed : null),
    winningNumbers: async (draw, _args, context) => {
      if (!draw.revealedAt) return [];
      const prizes = await context.loaders.draws.prizeDrawPrizesByDrawId.load(draw.id);
      const slots = prizes.reduce((sum, prize) => sum + prize.winnerCount, 0);
      return winningNumbers(draw.serverSeed, draw.entryCount, slots);
    },
    viewerEntry: (draw, _args, context) =>
      context.loaders.draws.viewerEntryByPrizeDrawId.load(draw.id),
    viewerEligibility: (draw, _args, context) => eligibility(context, draw),
  },
  PrizeDrawPrize: {
    id: (prize) => encodeGlobalId('PrizeDrawPrize', prize.id),
    name: (prize, _args, { language }) => pickLocalized(prize.name, language),
    description: (prize, _args, { language }) => pickLocalized(prize.description, language),
  },
  PrizeDrawEntry: {
    id: (entry) => toGlobalId('PrizeDrawEntry', entry.id),
    memberExtraDraw: (entry) => entry.memberEntry,
    prizeDraw: (entry, _args, context) => loadDraw(context, entry.prizeDrawId),
    result: async (entry, _args, context) =>
      entryResult(entry, await context.loaders.draws.prizeDrawById.load(entry.prizeDrawId)),
    prize: async (entry, _args, context) => {
      const draw = await context.loaders.draws.prizeDrawById.load(entry.prizeDrawId);
      if (!draw?.drawnAt || entry.prizeId === null) return null;
      return context.loaders.draws.prizeDrawPrizeById.load(entry.prizeId);
    },
    delivery: async (entry, _args, context) => {
      if (entry.prizeId === null) return 'NONE';
      const prize = await context.loaders.draws.prizeDrawPrizeById.load(entry.prizeId);
      if (prize?.kind !== 'REAL_GOODS') return 'NONE';
      return entry.deliveryRequestedAt ? 'REQUESTED' : 'AWAITING_ADDRESS';
    },
    realGoodsDelivery: (entry, _args, context) =>
      entry.deliveryId === null
        ? null
        : context.loaders.draws.realGoodsDeliveryById.load(entry.deliveryId),
    resultSeen: async (entry, _args, context) => {
      const draw = await context.loaders.draws.prizeDrawById.load(entry.prizeDrawId);
      return !draw?.drawnAt || entry.resultSeenAt !== null;
    },
  },
  Mutation: {
    enterPrizeDraw: async (_parent, { input }, context) => {
      const { t, db } = context;
      const found = await findDrawToEnter(context, input.prizeDrawId);
      if ('refusal' in found) return found.refusal;
      const { identity, viewer, draw: known } = found;
      const result = await runIdempotently<PrizeDrawErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'enterPrizeDraw',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const refuse = (refusal: PrizeDrawErrorResult) => ({ done: false as const, refusal });
          const locked = await lockOpenDraw(tx, t, known.id);
          if ('refusal' in locked) return refuse(locked.refusal);
          const { draw } = locked;
          const [entered] = await tx.selectFields(
            { id: prizeDrawEntries.id },
            prizeDrawEntries,
            and(
              eq(prizeDrawEntries.prizeDrawId, draw.id),
              eq(prizeDrawEntries.userId, viewer.id),
              eq(prizeDrawEntries.memberEntry, false),
            ),
          );
          if (entered) return refuse(prizeDrawError(t, 'ALREADY_ENTERED'));
          if (!(await mayEnter(tx, draw, viewer.id, input.route)))
            return refuse(prizeDrawError(t, 'NOT_ELIGIBLE'));
          const entryId = await numberEntry(tx, draw, {
            userId: viewer.id,
            route: input.route,
            memberEntry: false,
          });
          return { done: true, resultRef: String(entryId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return enteredPayload(context, input.clientMutationId, Number(result.resultRef));
    },
    markPrizeDrawResultSeen: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const entryId = dbIdOf(input.entryId, 'PrizeDrawEntry');
      const entry =
        entryId === null ? null : await context.loaders.draws.prizeDrawEntryById.load(entryId);
      if (!entry) return notFound(t);
      const draw = await loadDraw(context, entry.prizeDrawId);
      // Seeing a result before the draw has nothing to clear.
      if (draw.drawnAt && entry.resultSeenAt === null)
        await db.update(
          prizeDrawEntries,
          { resultSeenAt: new Date() },
          and(eq(prizeDrawEntries.id, entry.id), isNull(prizeDrawEntries.resultSeenAt)),
        );
      context.renewLoaders();
      const reloaded = await context.loaders.draws.prizeDrawEntryById.load(entry.id);
      return {
        __typename: 'MarkPrizeDrawResultSeenPayload',
        clientMutationId: input.clientMutationId,
        entry: reloaded ?? entry,
      };
    },
    createPrizeDraw: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const checked = await prizeDrawDefinitionOf(context, input);
      if ('error' in checked) return checked.error;
      const written = await createOnce<PrizeValueLimitResult>(
        context,
        'createPrizeDraw',
        input,
        async (tx) => (await createPrizeDrawRows(tx, checked.definition)).id,
      );
      if ('error' in written) return written.error;
      const draw = await context.loaders.draws.prizeDrawById.load(written.id);
      if (!draw) return notFound(t);
      return {
        __typename: 'CreatePrizeDrawPayload',
        clientMutationId: input.clientMutationId,
        prizeDraw: draw,
      };
    },
    updatePrizeDraw: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const drawId = dbIdOf(input.prizeDrawId, 'PrizeDraw');
      const current = drawId ? await context.loaders.draws.prizeDrawById.load(drawId) : null;
      if (!current) return notFound(t);
      // Its commitment was published at its creation: the window may not start before that
      // (nor before the start it already had).
      const earliest = new Date(
        Math.min(current.createdAt.getTime() - OPENS_AT_TOLERANCE_MS, current.opensAt.getTime()),
      );
      // An edit that leaves the members' extra draw out keeps it as it is.
      const checked = await prizeDrawDefinitionOf(
        context,
        {
          ...input,
          offersMemberExtraDraw: input.offersMemberExtraDraw ?? current.offersMemberExtraDraw,
        },
        earliest,
      );
      if ('error' in checked) return checked.error;
      const written = await createOnce<PrizeDrawLockedResult>(
        context,
        'updatePrizeDraw',
        input,
        async (tx) => {
          const outcome = await updatePrizeDrawRows(tx, current.id, checked.definition);
          return 'locked' in outcome ? { refusal: prizeDrawLocked(t, outcome.locked) } : outcome.id;
        },
      );
      if ('error' in written) return written.error;
      return {
        __typename: 'UpdatePrizeDrawPayload',
        clientMutationId: input.clientMutationId,
        prizeDraw: await loadDraw(context, written.id),
      };
    },
    closePrizeDraw: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const drawId = dbIdOf(input.prizeDrawId, 'PrizeDraw');
      if (drawId === null) return notFound(t);
      const written = await createOnce<NotFoundResult | PrizeDrawErrorResult>(
        context,
        'closePrizeDraw',
        input,
        async (tx) => {
          const [draw] = await tx.select(prizeDraws, eq(prizeDraws.id, drawId));
          if (!draw) return { refusal: notFound(t) };
          if (new Date() < draw.opensAt) return { refusal: prizeDrawError(t, 'NOT_OPEN') };
          const outcome = await drawPrizeDraw(tx, draw.id, new Date());
          if (outcome === 'already-drawn') return { refusal: prizeDrawError(t, 'ALREADY_DRAWN') };
          return draw.id;
        },
      );
      if ('error' in written) return written.error;
      const draw = await loadDraw(context, written.id);
      return {
        __typename: 'ClosePrizeDrawPayload',
        clientMutationId: input.clientMutationId,
        prizeDraw: draw,
      };
    },
  },
  EnterPrizeDrawResult: { __resolveType: resolveResultType },
  MarkPrizeDrawResultSeenResult: { __resolveType: resolveResultType },
  CreatePrizeDrawResult: { __resolveType: resolveResultType },
  UpdatePrizeDrawResult: { __resolveType: resolveResultType },
  ClosePrizeDrawResult: { __resolveType: resolveResultType },
};
