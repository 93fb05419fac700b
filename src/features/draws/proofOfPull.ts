// The verify page's proof of one pull, in the shape of the verify script's proof file
// (server/tools/verifyDraw.ts): the machine's published table with small numeric ids.
import type { DrawTable, PityRule } from '../../../common/draws/drawTable';
import type { PullToVerify } from '../../../common/draws/verifyPull';

export interface PublishedMachine {
  lotteryKind: 'PROBABILITY' | 'STOCK' | '%future added value';
  pity: { threshold: number; rank: { id: string } } | null | undefined;
  ranks: readonly {
    id: string;
    weight: number;
    prizes: readonly { id: string; weight: number; stock: number | null | undefined }[];
  }[];
}

export interface ProofFile extends PullToVerify {
  table: DrawTable;
  pity: PityRule | null;
  /** The prize names by the table's ids, for people reading the file. */
  prizeNames: Record<number, string>;
}

/**
 * Numbers ranks and prizes 1, 2, 3… in the published order (the order the server draws
 * in), and builds the proof; null while the seed is secret.
 */
export function proofOfPull(
  machine: PublishedMachine,
  pull: {
    clientSeed: string;
    nonce: number;
    pityCountBefore: number;
    boxPosition: number | null | undefined;
    prizeId: string;
    seed: { commitment: string; serverSeed: string | null | undefined };
  },
  nameOf: (prizeId: string) => string,
): ProofFile | null {
  if (!pull.seed.serverSeed) return null;
  const ids = new Map<string, number>();
  const number = (id: string) => {
    if (!ids.has(id)) ids.set(id, ids.size + 1);
    return ids.get(id) ?? 0;
  };
  const table: DrawTable = {
    ranks: machine.ranks.map((rank) => ({
      id: number(rank.id),
      weight: rank.weight,
      items: rank.prizes.map((prize) => ({ id: number(prize.id), weight: prize.weight })),
    })),
  };
  const prizes = machine.ranks.flatMap((rank) => rank.prizes);
  const box =
    machine.lotteryKind === 'STOCK' && pull.boxPosition != null
      ? {
          contents: prizes.flatMap((prize) =>
            Array<number>(prize.stock ?? 0).fill(number(prize.id)),
          ),
          position: pull.boxPosition,
        }
      : undefined;
  return {
    commitment: pull.seed.commitment,
    serverSeed: pull.seed.serverSeed,
    clientSeed: pull.clientSeed,
    nonce: pull.nonce,
    pityCountBefore: pull.pityCountBefore,
    claimedItemId: number(pull.prizeId),
    box,
    table,
    pity: machine.pity
      ? { rankId: number(machine.pity.rank.id), threshold: machine.pity.threshold }
      : null,
    prizeNames: Object.fromEntries(prizes.map((prize) => [number(prize.id), nameOf(prize.id)])),
  };
}
