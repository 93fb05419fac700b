// A machine's ranks and prizes as the draw reads them: the DrawTable (weights), the box
// (stock machines: one entry per copy, in the published order) and the pity rule. The
// draw, the published odds and the dry run all build on this, so they cannot disagree.
import { asc, eq } from 'drizzle-orm';
import type { DrawTable, PityRule } from '../../common/draws/drawTable';
import type { TenantScope } from '../db/tenantScope';
import {
  treasureMachinePrizes,
  treasureMachineRanks,
  type TreasureMachinePrizeRow,
  type TreasureMachineRankRow,
  type TreasureMachineRow,
} from './tables';

export interface MachineContents {
  ranks: TreasureMachineRankRow[];
  prizes: TreasureMachinePrizeRow[];
  table: DrawTable;
  /** Prize ids, one per copy, ranks then prizes in display order (stock machines). */
  box: number[];
}

export function contentsOf(
  ranks: TreasureMachineRankRow[],
  prizes: TreasureMachinePrizeRow[],
): MachineContents {
  const sortedRanks = [...ranks].sort((a, b) => a.position - b.position || a.id - b.id);
  const prizesOf = (rankId: number) =>
    prizes
      .filter((prize) => prize.rankId === rankId)
      .sort((a, b) => a.position - b.position || a.id - b.id);
  const table: DrawTable = {
    ranks: sortedRanks.map((rank) => ({
      id: rank.id,
      weight: rank.weight,
      items: prizesOf(rank.id).map((prize) => ({ id: prize.id, weight: prize.weight })),
    })),
  };
  const box = sortedRanks.flatMap((rank) =>
    prizesOf(rank.id).flatMap((prize) => Array<number>(prize.stock).fill(prize.id)),
  );
  return { ranks: sortedRanks, prizes, table, box };
}

export async function loadMachineContents(
  db: TenantScope,
  machineId: number,
): Promise<MachineContents> {
  const [ranks, prizes] = await Promise.all([
    db
      .select(treasureMachineRanks, eq(treasureMachineRanks.machineId, machineId))
      .orderBy(asc(treasureMachineRanks.position)),
    db.select(treasureMachinePrizes, eq(treasureMachinePrizes.machineId, machineId)),
  ]);
  return contentsOf(ranks, prizes);
}

export function pityRuleOf(machine: TreasureMachineRow): PityRule | null {
  return machine.pityRankId !== null && machine.pityThreshold !== null
    ? { rankId: machine.pityRankId, threshold: machine.pityThreshold }
    : null;
}
