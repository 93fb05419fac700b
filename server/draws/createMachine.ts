// Creates a treasure machine with its ranks, prizes, offers and first committed seed, in
// the caller's transaction (the operator mutation and the demo seed both use it).
import { eq } from 'drizzle-orm';
import type { LocalizedText } from '../platform/tables';
import type { TenantScope } from '../db/tenantScope';
import { newServerSeed } from './seeds';
import {
  treasureMachineOffers,
  treasureMachinePrizes,
  treasureMachineRanks,
  treasureMachineSeeds,
  treasureMachines,
  type TreasureMachineRow,
} from './tables';

export interface PrizeDefinition {
  name: LocalizedText;
  description?: LocalizedText;
  imageUrl: string;
  kind: 'COIN' | 'COLLECTABLE_CARD' | 'NFT' | 'REAL_GOODS' | 'BLANK';
  coinAmount?: number;
  cardId?: number;
  /** Weight inside the rank (probability machines). */
  weight?: number;
  /** Copies in the box (stock machines). */
  stock?: number;
  redeemPoints?: number;
  duplicatePoints?: number;
}

export interface MachineDefinition {
  name: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  kind: 'PROBABILITY' | 'STOCK';
  status?: TreasureMachineRow['status'];
  opensAt?: Date;
  closesAt?: Date | null;
  singleCoinPrice?: number | null;
  tenCoinPrice?: number | null;
  paidCoinsOnly?: boolean;
  ticketPrice?: number | null;
  /** The code of the rank guaranteed by `pityThreshold` pulls without it. */
  pityRank?: string;
  pityThreshold?: number;
  pointsPerPaidPull?: number;
  position?: number;
  ranks: { code: string; name: LocalizedText; weight?: number; prizes: PrizeDefinition[] }[];
  offers?: { pulls: 1 | 10; coinPrice: number; perFanLimit: number; label: LocalizedText }[];
}

export async function createMachine(
  tx: TenantScope,
  definition: MachineDefinition,
): Promise<TreasureMachineRow> {
  const [machine] = await tx
    .insert(treasureMachines, {
      name: definition.name,
      description: definition.description,
      imageUrl: definition.imageUrl,
      kind: definition.kind,
      status: definition.status ?? 'DRAFT',
      opensAt: definition.opensAt ?? new Date(),
      closesAt: definition.closesAt ?? null,
      singleCoinPrice: definition.singleCoinPrice ?? null,
      tenCoinPrice: definition.tenCoinPrice ?? null,
      paidCoinsOnly: definition.paidCoinsOnly ?? false,
      ticketPrice: definition.ticketPrice ?? null,
      pityThreshold: definition.pityThreshold ?? null,
      pointsPerPaidPull: definition.pointsPerPaidPull ?? 0,
      boxSize: boxSizeOf(definition),
      position: definition.position ?? 0,
    })
    .returning();
  const pityRankId = await writeMachineContents(tx, machine.id, definition);
  for (const offer of definition.offers ?? []) {
    await tx.insert(treasureMachineOffers, { machineId: machine.id, ...offer });
  }
  await tx.insert(treasureMachineSeeds, { machineId: machine.id, ...newServerSeed() });
  if (pityRankId === null) return machine;
  const [updated] = await tx
    .update(treasureMachines, { pityRankId }, eq(treasureMachines.id, machine.id))
    .returning();
  return updated;
}

/** Copies in a box (0 for a probability machine). */
export function boxSizeOf(definition: Pick<MachineDefinition, 'kind' | 'ranks'>): number {
  return definition.kind === 'STOCK'
    ? definition.ranks.flatMap((rank) => rank.prizes).reduce((n, p) => n + (p.stock ?? 0), 0)
    : 0;
}

/**
 * Writes a machine's ranks and prizes (a new machine's, or a draft's replaced ones) and
 * answers the id of the pity rank, if any.
 */
export async function writeMachineContents(
  tx: TenantScope,
  machineId: number,
  definition: MachineDefinition,
): Promise<number | null> {
  let pityRankId: number | null = null;
  for (const [position, rank] of definition.ranks.entries()) {
    const [row] = await tx
      .insert(treasureMachineRanks, {
        machineId,
        code: rank.code,
        name: rank.name,
        weight: definition.kind === 'STOCK' ? 0 : (rank.weight ?? 0),
        position,
      })
      .returning({ id: treasureMachineRanks.id });
    if (rank.code === definition.pityRank) pityRankId = row.id;
    if (rank.prizes.length === 0) continue;
    await tx.insert(
      treasureMachinePrizes,
      rank.prizes.map((prize, index) => ({
        machineId,
        rankId: row.id,
        name: prize.name,
        description: prize.description ?? {},
        imageUrl: prize.imageUrl,
        kind: prize.kind,
        coinAmount: prize.coinAmount ?? null,
        cardId: prize.cardId ?? null,
        weight: prize.weight ?? 1,
        stock: definition.kind === 'STOCK' ? (prize.stock ?? 0) : 0,
        redeemPoints: prize.redeemPoints ?? null,
        duplicatePoints: prize.duplicatePoints ?? null,
        position: index,
      })),
    );
  }
  return pityRankId;
}
