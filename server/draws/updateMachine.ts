// Edits a treasure machine in the caller's transaction (the operator's
// updateTreasureMachine). What fans rely on stays true: once a machine has left DRAFT or has
// a draw, its draw table (ranks, weights, prizes, copies) and its pity rule are compared
// with the new definition and any difference is refused; only their texts, images and
// gacha points change in place. A draft without draws gets its ranks and prizes replaced.
// Offers are matched by position; one a fan used cannot be removed.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { boxSizeOf, writeMachineContents, type MachineDefinition } from './createMachine';
import { loadMachineContents, type MachineContents } from './machineContents';
import {
  gachaPointExchanges,
  treasureDraws,
  treasureMachineOffers,
  treasureMachinePrizes,
  treasureMachineRanks,
  treasureMachines,
  type TreasureMachineRow,
} from './tables';

export type MachineLock = 'CONTENTS' | 'OFFER_IN_USE';

interface TableShape {
  ranks: {
    code: string;
    weight: number;
    prizes: {
      kind: string;
      coinAmount: number | null;
      cardId: number | null;
      weight: number;
      stock: number;
    }[];
  }[];
  pity: { code: string; threshold: number } | null;
}

/** The draw table a definition would write, as createMachine writes it. */
function shapeOfDefinition(definition: MachineDefinition): TableShape {
  const stock = definition.kind === 'STOCK';
  return {
    ranks: definition.ranks.map((rank) => ({
      code: rank.code,
      weight: stock ? 0 : (rank.weight ?? 0),
      prizes: rank.prizes.map((prize) => ({
        kind: prize.kind,
        coinAmount: prize.coinAmount ?? null,
        cardId: prize.cardId ?? null,
        weight: prize.weight ?? 1,
        stock: stock ? (prize.stock ?? 0) : 0,
      })),
    })),
    pity:
      definition.pityRank !== undefined && definition.pityThreshold !== undefined
        ? { code: definition.pityRank, threshold: definition.pityThreshold }
        : null,
  };
}

function shapeOfMachine(machine: TreasureMachineRow, contents: MachineContents): TableShape {
  const pityRank = contents.ranks.find((rank) => rank.id === machine.pityRankId);
  return {
    ranks: contents.ranks.map((rank) => ({
      code: rank.code,
      weight: rank.weight,
      prizes: prizesOfRank(contents, rank.id).map((prize) => ({
        kind: prize.kind,
        coinAmount: prize.coinAmount,
        cardId: prize.cardId,
        weight: prize.weight,
        stock: prize.stock,
      })),
    })),
    pity:
      pityRank && machine.pityThreshold !== null
        ? { code: pityRank.code, threshold: machine.pityThreshold }
        : null,
  };
}

function prizesOfRank(contents: MachineContents, rankId: number) {
  return contents.prizes
    .filter((prize) => prize.rankId === rankId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** True once fans may have relied on the machine's odds: it left DRAFT, or was drawn. */
async function contentsLocked(tx: TenantScope, machine: TreasureMachineRow): Promise<boolean> {
  if (machine.status !== 'DRAFT') return true;
  const draws = await tx.count(treasureDraws, eq(treasureDraws.machineId, machine.id));
  const exchanges = await tx.count(
    gachaPointExchanges,
    eq(gachaPointExchanges.machineId, machine.id),
  );
  return draws + exchanges > 0;
}

export async function updateMachine(
  tx: TenantScope,
  machineId: number,
  definition: MachineDefinition,
): Promise<{ refusal: MachineLock } | { machineId: number }> {
  // Serialised with draws and status changes (a draw of an open machine reads its table).
  const [machine] = await tx
    .select(treasureMachines, eq(treasureMachines.id, machineId))
    .for('update');
  const contents = await loadMachineContents(tx, machine.id);
  const changed =
    JSON.stringify(shapeOfDefinition(definition)) !==
    JSON.stringify(shapeOfMachine(machine, contents));
  if (changed && (await contentsLocked(tx, machine))) return { refusal: 'CONTENTS' };
  const refused = await writeOffers(tx, machine.id, definition.offers ?? []);
  if (refused) return { refusal: refused };
  let contentColumns: Partial<TreasureMachineRow> = {};
  if (changed) {
    await tx.delete(treasureMachinePrizes, eq(treasureMachinePrizes.machineId, machine.id));
    await tx.delete(treasureMachineRanks, eq(treasureMachineRanks.machineId, machine.id));
    const pityRankId = await writeMachineContents(tx, machine.id, definition);
    contentColumns = {
      pityRankId,
      pityThreshold: pityRankId === null ? null : (definition.pityThreshold ?? null),
      boxSize: boxSizeOf(definition),
    };
  } else {
    await rewriteContentTexts(tx, contents, definition);
  }
  await tx.update(
    treasureMachines,
    {
      name: definition.name,
      description: definition.description,
      imageUrl: definition.imageUrl,
      opensAt: definition.opensAt ?? machine.opensAt,
      closesAt: definition.closesAt ?? null,
      singleCoinPrice: definition.singleCoinPrice ?? null,
      tenCoinPrice: definition.tenCoinPrice ?? null,
      paidCoinsOnly: definition.paidCoinsOnly ?? false,
      ticketPrice: definition.ticketPrice ?? null,
      pointsPerPaidPull: definition.pointsPerPaidPull ?? 0,
      ...contentColumns,
    },
    eq(treasureMachines.id, machine.id),
  );
  return { machineId: machine.id };
}

/** The same table: the ranks' names and the prizes' texts, images and points, in place. */
async function rewriteContentTexts(
  tx: TenantScope,
  contents: MachineContents,
  definition: MachineDefinition,
): Promise<void> {
  for (const [rankIndex, rank] of contents.ranks.entries()) {
    const wanted = definition.ranks[rankIndex];
    await tx.update(
      treasureMachineRanks,
      { name: wanted.name },
      eq(treasureMachineRanks.id, rank.id),
    );
    for (const [prizeIndex, prize] of prizesOfRank(contents, rank.id).entries()) {
      const next = wanted.prizes[prizeIndex];
      await tx.update(
        treasureMachinePrizes,
        {
          name: next.name,
          description: next.description ?? {},
          imageUrl: next.imageUrl,
          redeemPoints: next.redeemPoints ?? null,
          duplicatePoints: next.duplicatePoints ?? null,
        },
        eq(treasureMachinePrizes.id, prize.id),
      );
    }
  }
}

/** Offers by position: changed in place, added, or removed when no draw used them. */
async function writeOffers(
  tx: TenantScope,
  machineId: number,
  offers: NonNullable<MachineDefinition['offers']>,
): Promise<MachineLock | null> {
  const stored = await tx
    .select(treasureMachineOffers, eq(treasureMachineOffers.machineId, machineId))
    .orderBy(asc(treasureMachineOffers.id));
  const removed = stored.slice(offers.length).map((offer) => offer.id);
  if (removed.length > 0) {
    const used = await tx.count(
      treasureDraws,
      and(isNotNull(treasureDraws.offerId), inArray(treasureDraws.offerId, removed)),
    );
    if (used > 0) return 'OFFER_IN_USE';
    await tx.delete(treasureMachineOffers, inArray(treasureMachineOffers.id, removed));
  }
  for (const [index, offer] of offers.entries()) {
    const existing = stored[index];
    if (existing)
      await tx.update(treasureMachineOffers, offer, eq(treasureMachineOffers.id, existing.id));
    else await tx.insert(treasureMachineOffers, { machineId, ...offer });
  }
  return null;
}
