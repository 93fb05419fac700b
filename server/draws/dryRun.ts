// The operator's dry run: simulated pulls with fresh random seeds, through the same pull
// function as real draws (one fan's sequence, so pity shows), next to the configured odds.
import { randomBytes } from 'node:crypto';
import { pullFromDigest } from '../../common/draws/drawTable';
import { boxMessage, pullMessage, shuffleBox } from '../../common/draws/fairness';
import { formatPercent, probabilityOdds } from '../../common/draws/odds';
import { pityRuleOf, type MachineContents } from './machineContents';
import { hmacDigest } from './seeds';
import type { TreasureMachinePrizeRow, TreasureMachineRow } from './tables';

export interface DryRun {
  pulls: number;
  pityPulls: number;
  rows: {
    prize: TreasureMachinePrizeRow;
    configured: number;
    configuredText: string;
    observed: number;
    observedText: string;
    count: number;
  }[];
}

export function dryRun(
  machine: TreasureMachineRow,
  contents: MachineContents,
  pulls: number,
): DryRun {
  const counts = new Map<number, number>();
  let pityPulls = 0;
  const seed = randomBytes(32).toString('hex');
  if (machine.kind === 'STOCK') {
    // Whole boxes one after another, each shuffled as a real box is.
    for (let drawn = 0, round = 0; drawn < pulls && contents.box.length > 0; round += 1) {
      const boxSeed = `${seed}:${round}`;
      const order = shuffleBox(
        contents.box,
        contents.box.map((_, index) => hmacDigest(boxSeed, boxMessage(index))),
      );
      for (const prizeId of order.slice(0, pulls - drawn)) {
        counts.set(prizeId, (counts.get(prizeId) ?? 0) + 1);
        drawn += 1;
      }
    }
  } else {
    const pity = pityRuleOf(machine);
    let pityCount = 0;
    for (let nonce = 1; nonce <= pulls; nonce += 1) {
      const outcome = pullFromDigest(
        contents.table,
        hmacDigest(seed, pullMessage('dry-run', nonce)),
        pity,
        pityCount,
      );
      pityCount = outcome.pityCountAfter;
      if (outcome.isPity) pityPulls += 1;
      counts.set(outcome.itemId, (counts.get(outcome.itemId) ?? 0) + 1);
    }
  }
  const configured = new Map(
    machine.kind === 'STOCK'
      ? contents.prizes.map((prize) => [prize.id, prize.stock / Math.max(contents.box.length, 1)])
      : probabilityOdds(contents.table).flatMap((rank) =>
          rank.items.map((item) => [item.itemId, item.probability] as const),
        ),
  );
  const prizes = contents.table.ranks.flatMap((rank) =>
    rank.items.flatMap((item) => contents.prizes.find((prize) => prize.id === item.id) ?? []),
  );
  return {
    pulls,
    pityPulls,
    rows: prizes.map((prize) => {
      const count = counts.get(prize.id) ?? 0;
      const expected = configured.get(prize.id) ?? 0;
      return {
        prize,
        configured: expected,
        configuredText: formatPercent(expected),
        observed: count / pulls,
        observedText: formatPercent(count / pulls),
        count,
      };
    }),
  };
}
