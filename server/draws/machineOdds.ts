// The published odds of a machine and the viewer's expected pulls to a prize, from the
// machine's contents (the same DrawTable the draw uses) and, for a box, what is left.
import { expectedBoxPulls, expectedPulls } from '../../common/draws/expectedSpend';
import { boxOdds, probabilityOdds, type RankOdds } from '../../common/draws/odds';
import type { GraphQLContext } from '../context';
import { pityRuleOf } from './machineContents';
import type { TreasureMachinePrizeRow, TreasureMachineRow } from './tables';

export async function machineOdds(
  context: GraphQLContext,
  machine: TreasureMachineRow,
): Promise<{ odds: RankOdds[]; remaining: Map<number, number> | null }> {
  const contents = await context.loaders.draws.contentsByMachineId.load(machine.id);
  if (machine.kind === 'PROBABILITY')
    return { odds: probabilityOdds(contents.table), remaining: null };
  const drawn = await context.loaders.draws.boxDrawnByMachineId.load(machine.id);
  const remaining = new Map(
    contents.prizes.map((prize) => [prize.id, prize.stock - (drawn.get(prize.id) ?? 0)]),
  );
  return { odds: boxOdds(contents.table, remaining), remaining };
}

export async function prizeProbability(
  context: GraphQLContext,
  prize: TreasureMachinePrizeRow,
): Promise<number> {
  const machine = await context.loaders.draws.machineById.load(prize.machineId);
  if (!machine) return 0;
  const { odds } = await machineOdds(context, machine);
  return (
    odds.flatMap((rank) => rank.items).find((item) => item.itemId === prize.id)?.probability ?? 0
  );
}

/** Expected pulls until the viewer gets `prize`, given their pity counter; null if impossible. */
export async function viewerExpectedPulls(
  context: GraphQLContext,
  prize: TreasureMachinePrizeRow,
): Promise<number | null> {
  const machine = await context.loaders.draws.machineById.load(prize.machineId);
  if (!machine) return null;
  const { odds, remaining } = await machineOdds(context, machine);
  if (remaining) {
    const left = [...remaining.values()].reduce((a, b) => a + b, 0);
    return expectedBoxPulls(remaining.get(prize.id) ?? 0, left);
  }
  const contents = await context.loaders.draws.contentsByMachineId.load(machine.id);
  const state = await context.loaders.draws.viewerStateByMachineId.load(machine.id);
  const pity = pityRuleOf(machine);
  const rankOdds = odds.find((rank) => rank.rankId === prize.rankId);
  const itemOdds = rankOdds?.items.find((item) => item.itemId === prize.id);
  const rankItems = contents.table.ranks.find((rank) => rank.id === prize.rankId)?.items ?? [];
  const rankWeight = rankItems.reduce((total, item) => total + item.weight, 0);
  return expectedPulls({
    itemProbability: itemOdds?.probability ?? 0,
    shareInRank: rankWeight > 0 ? prize.weight / rankWeight : 0,
    itemInPityRank: pity?.rankId === prize.rankId,
    pityRankProbability: odds.find((rank) => rank.rankId === pity?.rankId)?.probability ?? 0,
    pity,
    pityCount: state?.pityCount ?? 0,
  });
}

/** The coin price of one pull: the single price, else a tenth of the ten-draw's. */
export function coinsPerPull(machine: TreasureMachineRow): number | null {
  if (machine.singleCoinPrice !== null) return machine.singleCoinPrice;
  return machine.tenCoinPrice !== null ? machine.tenCoinPrice / 10 : null;
}
