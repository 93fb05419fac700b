// Per-request loaders of the draws feature, through the request's tenant scope. What a
// fan may see is decided here once: a machine in DRAFT only by operators, a draw or a
// pull only by the fan who made it (node, connections and fields all read through these).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { hasRole, OPERATOR_ROLES } from '../community/roles';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { contentsOf, type MachineContents } from './machineContents';
import {
  gachaPointExchanges,
  prizeDrawEntries,
  prizeDrawPrizes,
  prizeDraws,
  treasureDraws,
  treasureMachineFanStates,
  treasureMachineOffers,
  treasureMachinePrizes,
  treasureMachineRanks,
  treasureMachineSeeds,
  treasureMachines,
  treasurePrizeDeliveries,
  treasurePulls,
  type PrizeDrawEntryRow,
  type PrizeDrawPrizeRow,
  type PrizeDrawRow,
  type RealGoodsDeliveryRow,
  type TreasureDrawRow,
  type TreasureMachineOfferRow,
  type TreasureMachinePrizeRow,
  type TreasureMachineRow,
  type TreasureMachineSeedRow,
  type TreasurePullRow,
} from './tables';
import { ticketBalance } from './tickets';

type FanState = typeof treasureMachineFanStates.$inferSelect;

export interface DrawLoaders {
  machineById: NodeLoader<TreasureMachineRow>;
  prizeById: NodeLoader<TreasureMachinePrizeRow>;
  drawById: NodeLoader<TreasureDrawRow>;
  pullById: NodeLoader<TreasurePullRow>;
  /** A real-goods delivery, to the fan who asked for it only. */
  realGoodsDeliveryById: NodeLoader<RealGoodsDeliveryRow>;
  /** The pulls a delivery sends (read once its delivery was read). */
  pullsByDeliveryId: BatchLoader<number, TreasurePullRow[]>;
  seedById: BatchLoader<number, TreasureMachineSeedRow | null>;
  contentsByMachineId: BatchLoader<number, MachineContents>;
  offersByMachineId: BatchLoader<number, TreasureMachineOfferRow[]>;
  seedsByMachineId: BatchLoader<number, TreasureMachineSeedRow[]>;
  pullsByDrawId: BatchLoader<number, TreasurePullRow[]>;
  /** Copies of each prize drawn from a box so far, by every fan. */
  boxDrawnByMachineId: BatchLoader<number, Map<number, number>>;
  /** The viewer's state per machine (null when never drawn there). */
  viewerStateByMachineId: BatchLoader<number, FanState | null>;
  /** How many of each prize the viewer holds on a machine (won and redeemed, not converted). */
  viewerHeldByMachineId: BatchLoader<number, Map<number, number>>;
  /** How many times the viewer used each offer. */
  viewerOfferUsesById: BatchLoader<number, number>;
  /** The viewer's first pull of each prize (a later pull of it is a duplicate). */
  viewerFirstPullIdByPrizeId: BatchLoader<number, number | null>;
  viewerTicketBalance(): Promise<number>;
  /** Prize draws are public from their creation (their commitment is). */
  prizeDrawById: NodeLoader<PrizeDrawRow>;
  prizeDrawPrizesByDrawId: BatchLoader<number, PrizeDrawPrizeRow[]>;
  prizeDrawPrizeById: BatchLoader<number, PrizeDrawPrizeRow | null>;
  /** An entry, to the fan who made it only. */
  prizeDrawEntryById: NodeLoader<PrizeDrawEntryRow>;
  /** The viewer's own entry in a draw (not their member's extra entry). */
  viewerEntryByPrizeDrawId: BatchLoader<number, PrizeDrawEntryRow | null>;
  /** The viewer's member's extra entry in a draw (the EXTRA_DRAWS perk). */
  viewerMemberEntryByPrizeDrawId: BatchLoader<number, PrizeDrawEntryRow | null>;
  /** The prize-draw wins a delivery sends (read once its delivery was read). */
  prizeDrawEntriesByDeliveryId: BatchLoader<number, PrizeDrawEntryRow[]>;
}

const groupBy = <Row, K>(rows: Row[], key: (row: Row) => K) => {
  const groups = new Map<K, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export function createDrawLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): DrawLoaders {
  const viewer = () => others.community.viewerUser();
  const machineRows = db.rowsById(treasureMachines);
  const prizeRows = db.rowsById(treasureMachinePrizes);
  const drawRows = db.rowsById(treasureDraws);
  const pullRows = db.rowsById(treasurePulls);
  const deliveryRows = db.rowsById(treasurePrizeDeliveries);
  const prizeDrawEntryRows = db.rowsById(prizeDrawEntries);

  const machineById: NodeLoader<TreasureMachineRow> = createBatchLoader(async (ids: number[]) => {
    const [rows, user] = await Promise.all([
      Promise.all(ids.map((id) => machineRows.load(id))),
      viewer(),
    ]);
    const operator = hasRole(user, OPERATOR_ROLES);
    const visible = new Map<number, TreasureMachineRow>();
    for (const row of rows)
      if (row && (operator || row.status !== 'DRAFT')) visible.set(row.id, row);
    return visible;
  }, null);

  const ownedBy = <Row extends { id: number; userId: number }>(
    load: (id: number) => Promise<Row | null>,
  ) =>
    createBatchLoader(async (ids: number[]) => {
      const [rows, user] = await Promise.all([Promise.all(ids.map(load)), viewer()]);
      const owned = new Map<number, Row>();
      for (const row of rows) if (row && user && row.userId === user.id) owned.set(row.id, row);
      return owned;
    }, null);

  const viewerKeyed = <V>(
    fetch: (userId: number, keys: number[]) => Promise<Map<number, V>>,
    missing: V,
  ) =>
    createBatchLoader(async (keys: number[]) => {
      const user = await viewer();
      return user ? fetch(user.id, keys) : new Map<number, V>();
    }, missing);

  // A fan has at most one entry of each kind per draw (the table's unique index).
  const viewerEntryOfKind = (memberEntry: boolean) =>
    viewerKeyed(async (userId, drawIds: number[]) => {
      const rows = await db.select(
        prizeDrawEntries,
        and(
          eq(prizeDrawEntries.userId, userId),
          eq(prizeDrawEntries.memberEntry, memberEntry),
          inArray(prizeDrawEntries.prizeDrawId, drawIds),
        ),
      );
      return new Map(rows.map((row) => [row.prizeDrawId, row]));
    }, null);

  return {
    machineById,
    prizeById: createBatchLoader(async (ids: number[]) => {
      const rows = await Promise.all(ids.map((id) => prizeRows.load(id)));
      const visible = new Map<number, TreasureMachinePrizeRow>();
      for (const row of rows)
        if (row && (await machineById.load(row.machineId))) visible.set(row.id, row);
      return visible;
    }, null),
    drawById: ownedBy((id) => drawRows.load(id)),
    prizeDrawById: db.rowsById(prizeDraws),
    prizeDrawPrizeById: db.rowsById(prizeDrawPrizes),
    prizeDrawPrizesByDrawId: createBatchLoader(async (drawIds: number[]) => {
      const rows = await db
        .select(prizeDrawPrizes, inArray(prizeDrawPrizes.prizeDrawId, drawIds))
        .orderBy(prizeDrawPrizes.position, prizeDrawPrizes.id);
      return groupBy(rows, (row) => row.prizeDrawId);
    }, []),
    prizeDrawEntryById: ownedBy((id) => prizeDrawEntryRows.load(id)),
    viewerEntryByPrizeDrawId: viewerEntryOfKind(false),
    viewerMemberEntryByPrizeDrawId: viewerEntryOfKind(true),
    prizeDrawEntriesByDeliveryId: createBatchLoader(async (deliveryIds: number[]) => {
      const rows = await db
        .select(prizeDrawEntries, inArray(prizeDrawEntries.deliveryId, deliveryIds))
        .orderBy(prizeDrawEntries.id);
      return groupBy(rows, (row) => row.deliveryId ?? 0);
    }, []),
    pullById: ownedBy((id) => pullRows.load(id)),
    realGoodsDeliveryById: ownedBy((id) => deliveryRows.load(id)),
    pullsByDeliveryId: createBatchLoader(async (deliveryIds: number[]) => {
      const rows = await db
        .select(treasurePulls, inArray(treasurePulls.deliveryId, deliveryIds))
        .orderBy(treasurePulls.id);
      return groupBy(rows, (row) => row.deliveryId ?? 0);
    }, []),
    seedById: db.rowsById(treasureMachineSeeds),
    contentsByMachineId: createBatchLoader(
      async (machineIds: number[]) => {
        const [ranks, prizes] = await Promise.all([
          db.select(treasureMachineRanks, inArray(treasureMachineRanks.machineId, machineIds)),
          db.select(treasureMachinePrizes, inArray(treasureMachinePrizes.machineId, machineIds)),
        ]);
        const ranksOf = groupBy(ranks, (rank) => rank.machineId);
        const prizesOf = groupBy(prizes, (prize) => prize.machineId);
        return new Map(
          machineIds.map((id) => [id, contentsOf(ranksOf.get(id) ?? [], prizesOf.get(id) ?? [])]),
        );
      },
      contentsOf([], []),
    ),
    offersByMachineId: createBatchLoader(async (machineIds: number[]) => {
      const rows = await db
        .select(treasureMachineOffers, inArray(treasureMachineOffers.machineId, machineIds))
        .orderBy(treasureMachineOffers.id);
      return groupBy(rows, (row) => row.machineId);
    }, []),
    seedsByMachineId: createBatchLoader(async (machineIds: number[]) => {
      const rows = await db
        .select(treasureMachineSeeds, inArray(treasureMachineSeeds.machineId, machineIds))
        .orderBy(sql`${treasureMachineSeeds.id} desc`);
      return groupBy(rows, (row) => row.machineId);
    }, []),
    pullsByDrawId: createBatchLoader(async (drawIds: number[]) => {
      const rows = await db
        .select(treasurePulls, inArray(treasurePulls.drawId, drawIds))
        .orderBy(treasurePulls.drawId, treasurePulls.position);
      return groupBy(rows, (row) => row.drawId);
    }, []),
    boxDrawnByMachineId: createBatchLoader(async (machineIds: number[]) => {
      const rows = await db
        .selectFields(
          {
            machineId: treasurePulls.machineId,
            prizeId: treasurePulls.prizeId,
            drawn: sql<number>`count(*)::int`,
          },
          treasurePulls,
          and(inArray(treasurePulls.machineId, machineIds), isNotNull(treasurePulls.boxPosition)),
        )
        .groupBy(treasurePulls.machineId, treasurePulls.prizeId);
      const drawn = new Map<number, Map<number, number>>(machineIds.map((id) => [id, new Map()]));
      for (const row of rows) drawn.get(row.machineId)?.set(row.prizeId, Number(row.drawn));
      return drawn;
    }, new Map<number, number>()),
    viewerStateByMachineId: viewerKeyed<FanState | null>(async (userId, machineIds) => {
      const rows = await db.select(
        treasureMachineFanStates,
        and(
          eq(treasureMachineFanStates.userId, userId),
          inArray(treasureMachineFanStates.machineId, machineIds),
        ),
      );
      return new Map(rows.map((row) => [row.machineId, row]));
    }, null),
    viewerHeldByMachineId: viewerKeyed(async (userId, machineIds) => {
      const [pulls, exchanges] = await Promise.all([
        db
          .selectFields(
            {
              machineId: treasurePulls.machineId,
              prizeId: treasurePulls.prizeId,
              held: sql<number>`count(*)::int`,
            },
            treasurePulls,
            and(
              eq(treasurePulls.userId, userId),
              inArray(treasurePulls.machineId, machineIds),
              isNull(treasurePulls.convertedAt),
            ),
          )
          .groupBy(treasurePulls.machineId, treasurePulls.prizeId),
        db
          .selectFields(
            {
              machineId: gachaPointExchanges.machineId,
              prizeId: gachaPointExchanges.prizeId,
              held: sql<number>`count(*)::int`,
            },
            gachaPointExchanges,
            and(
              eq(gachaPointExchanges.userId, userId),
              inArray(gachaPointExchanges.machineId, machineIds),
            ),
          )
          .groupBy(gachaPointExchanges.machineId, gachaPointExchanges.prizeId),
      ]);
      const held = new Map<number, Map<number, number>>(machineIds.map((id) => [id, new Map()]));
      for (const row of [...pulls, ...exchanges]) {
        const counts = held.get(row.machineId);
        counts?.set(row.prizeId, (counts.get(row.prizeId) ?? 0) + Number(row.held));
      }
      return held;
    }, new Map<number, number>()),
    viewerOfferUsesById: viewerKeyed(async (userId, offerIds) => {
      const rows = await db
        .selectFields(
          { offerId: treasureDraws.offerId, uses: sql<number>`count(*)::int` },
          treasureDraws,
          and(eq(treasureDraws.userId, userId), inArray(treasureDraws.offerId, offerIds)),
        )
        .groupBy(treasureDraws.offerId);
      return new Map(rows.map((row) => [row.offerId ?? 0, Number(row.uses)]));
    }, 0),
    viewerFirstPullIdByPrizeId: viewerKeyed<number | null>(async (userId, prizeIds) => {
      const rows = await db
        .selectFields(
          { prizeId: treasurePulls.prizeId, first: sql<number>`min(${treasurePulls.id})` },
          treasurePulls,
          and(eq(treasurePulls.userId, userId), inArray(treasurePulls.prizeId, prizeIds)),
        )
        .groupBy(treasurePulls.prizeId);
      return new Map(rows.map((row) => [row.prizeId, Number(row.first)]));
    }, null),
    async viewerTicketBalance() {
      const user = await viewer();
      return user ? ticketBalance(db, user.id) : 0;
    },
  };
}
